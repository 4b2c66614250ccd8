CREATE TABLE "bus_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"wire" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_heartbeats" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bus_log_created_at_idx" ON "bus_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "device_registry_online_holder_idx" ON "device_registry" USING btree ("instance_id") WHERE online;--> statement-breakpoint
-- Bus messages are worth nothing after a crash: every listener reconnects and resynchronises (decision 0039).
ALTER TABLE "bus_log" SET UNLOGGED;
