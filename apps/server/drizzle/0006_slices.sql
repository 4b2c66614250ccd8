CREATE TABLE "alarm_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarm_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"repeat_interval" smallint NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"site_name" text NOT NULL,
	"sn" text NOT NULL,
	"chl_index" integer NOT NULL,
	"chl_name" text NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'prepare' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"speed" integer DEFAULT 0 NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"error_code" integer DEFAULT 0 NOT NULL,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "plate_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plate_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"plate_number" text NOT NULL,
	"plate_key" text NOT NULL,
	"vehicle_type" text,
	"model" text DEFAULT '' NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"brand" smallint,
	"color" smallint,
	"label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"config_type" text NOT NULL,
	"config_name" text NOT NULL,
	"config_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" smallint DEFAULT 1 NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"locale" text DEFAULT 'en-US' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"singleton_key" text,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_contacts" ADD CONSTRAINT "alarm_contacts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rules" ADD CONSTRAINT "alarm_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tasks" ADD CONSTRAINT "download_tasks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tasks" ADD CONSTRAINT "download_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_groups" ADD CONSTRAINT "plate_groups_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_labels" ADD CONSTRAINT "plate_labels_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plates" ADD CONSTRAINT "plates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plates" ADD CONSTRAINT "plates_group_id_plate_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."plate_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_configs" ADD CONSTRAINT "user_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_logos" ADD CONSTRAINT "org_logos_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_contacts_org_name_idx" ON "alarm_contacts" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "alarm_rules_org_name_idx" ON "alarm_rules" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "alarm_rules_org_target_idx" ON "alarm_rules" USING btree ("org_id","target_type");--> statement-breakpoint
CREATE INDEX "download_tasks_user_idx" ON "download_tasks" USING btree ("org_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_org_time_idx" ON "events" USING btree ("org_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_org_site_time_idx" ON "events" USING btree ("org_id","site_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_org_camera_time_idx" ON "events" USING btree ("org_id","sn","chl_index","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_org_target_time_idx" ON "events" USING btree ("org_id","target_type","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_org_type_time_idx" ON "events" USING btree ("org_id","event_type","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_attributes_idx" ON "events" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "events_occurred_idx" ON "events" USING btree ("occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_device_event_idx" ON "events" USING btree ("sn","device_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_groups_org_name_idx" ON "plate_groups" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_labels_org_name_idx" ON "plate_labels" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "plates_group_key_idx" ON "plates" USING btree ("group_id","plate_key");--> statement-breakpoint
CREATE INDEX "plates_org_key_idx" ON "plates" USING btree ("org_id","plate_key");--> statement-breakpoint
CREATE INDEX "plates_group_created_idx" ON "plates" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_configs_name_idx" ON "user_configs" USING btree ("user_id","config_type","config_name");--> statement-breakpoint
CREATE INDEX "user_configs_user_idx" ON "user_configs" USING btree ("user_id","config_type");--> statement-breakpoint
CREATE INDEX "invites_org_idx" ON "invites" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_user_idx" ON "invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("name","state","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("name","singleton_key") WHERE "jobs"."singleton_key" IS NOT NULL AND "jobs"."state" IN ('queued', 'active');