CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"sn" text NOT NULL,
	"chl_index" integer NOT NULL,
	"channel_name" text DEFAULT '' NOT NULL,
	"device_event_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_group" text NOT NULL,
	"event_type" text NOT NULL,
	"target_type" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"plate" text,
	"snapshot_key" text,
	"crop_key" text
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_org_time_idx" ON "events" USING btree ("org_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_org_site_time_idx" ON "events" USING btree ("org_id","site_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_org_camera_time_idx" ON "events" USING btree ("org_id","sn","chl_index","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_org_target_time_idx" ON "events" USING btree ("org_id","target_type","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_attributes_idx" ON "events" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "events_occurred_idx" ON "events" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_device_event_idx" ON "events" USING btree ("sn","device_event_id");