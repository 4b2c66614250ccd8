CREATE TABLE "channels" (
	"device_id" bigint NOT NULL,
	"chl_index" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"configured" boolean DEFAULT true NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"support_fun" text[] DEFAULT '{}' NOT NULL,
	"main_stream" jsonb,
	"sub_stream" jsonb,
	CONSTRAINT "channels_device_id_chl_index_pk" PRIMARY KEY("device_id","chl_index")
);
--> statement-breakpoint
CREATE TABLE "device_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_notify" (
	"device_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"events" text[] DEFAULT '{}' NOT NULL,
	"recipients" uuid[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_registry" (
	"sn" text PRIMARY KEY NOT NULL,
	"security_code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"dev_type" smallint NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"instance_id" text,
	"report" jsonb NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" bigint NOT NULL,
	"cmd" text NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"code" integer,
	"created_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"sn" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"dev_type" smallint NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"chl_count" integer DEFAULT 0 NOT NULL,
	"online_chl_count" integer DEFAULT 0 NOT NULL,
	"storage" jsonb,
	"bound_by" uuid,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_grants" (
	"user_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_grants_user_id_site_id_pk" PRIMARY KEY("user_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"parent_id" uuid,
	"path" text NOT NULL,
	"depth" smallint NOT NULL,
	"name" text NOT NULL,
	"scene" smallint NOT NULL,
	"custom_scene_id" uuid,
	"city" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_logs" ADD CONSTRAINT "device_logs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_notify" ADD CONSTRAINT "device_notify_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tasks" ADD CONSTRAINT "device_tasks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_grants" ADD CONSTRAINT "site_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_grants" ADD CONSTRAINT "site_grants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_custom_scene_id_scenes_id_fk" FOREIGN KEY ("custom_scene_id") REFERENCES "public"."scenes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_logs_device_idx" ON "device_logs" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_tasks_device_idx" ON "device_tasks" USING btree ("device_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_sn_idx" ON "devices" USING btree ("sn");--> statement-breakpoint
CREATE INDEX "devices_org_site_idx" ON "devices" USING btree ("org_id","site_id","id");--> statement-breakpoint
CREATE INDEX "devices_org_status_idx" ON "devices" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "devices_org_type_idx" ON "devices" USING btree ("org_id","dev_type");--> statement-breakpoint
CREATE UNIQUE INDEX "scenes_org_name_idx" ON "scenes" USING btree ("org_id","name");--> statement-breakpoint
CREATE INDEX "site_grants_site_idx" ON "site_grants" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "sites_org_idx" ON "sites" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "sites_parent_idx" ON "sites" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sites_path_idx" ON "sites" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sites_sibling_name_idx" ON "sites" USING btree ("org_id",coalesce("parent_id"::text, ''),"name");