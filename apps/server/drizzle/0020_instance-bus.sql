CREATE TABLE "bus_bodies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_stream_leases" (
	"id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"org_id" uuid NOT NULL,
	"chl_index" integer NOT NULL,
	"sn" text NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_stream_leases_id_pk" PRIMARY KEY("id")
);
--> statement-breakpoint
CREATE INDEX "bus_bodies_created_at_idx" ON "bus_bodies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_stream_leases_org_idx" ON "live_stream_leases" USING btree ("org_id","heartbeat_at");--> statement-breakpoint
-- Messages between instances and live relays are worth nothing after a crash (decision 0039).
ALTER TABLE "bus_bodies" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "live_stream_leases" SET UNLOGGED;
