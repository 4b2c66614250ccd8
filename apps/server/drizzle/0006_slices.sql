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
ALTER TABLE "alarm_contacts" ADD CONSTRAINT "alarm_contacts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_rules" ADD CONSTRAINT "alarm_rules_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "plate_groups_org_name_idx" ON "plate_groups" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_labels_org_name_idx" ON "plate_labels" USING btree ("org_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "plates_group_key_idx" ON "plates" USING btree ("group_id","plate_key");--> statement-breakpoint
CREATE INDEX "plates_org_key_idx" ON "plates" USING btree ("org_id","plate_key");--> statement-breakpoint
CREATE INDEX "plates_group_created_idx" ON "plates" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_configs_name_idx" ON "user_configs" USING btree ("user_id","config_type","config_name");--> statement-breakpoint
CREATE INDEX "user_configs_user_idx" ON "user_configs" USING btree ("user_id","config_type");--> statement-breakpoint
CREATE INDEX "invites_org_idx" ON "invites" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_user_idx" ON "invites" USING btree ("user_id");