CREATE TABLE "maintenance_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"message_en" text NOT NULL,
	"message_zh" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installer_bindings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"installer_user_id" uuid,
	"bound_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "remote_access_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"binding_id" uuid NOT NULL,
	"installer_user_id" uuid NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"duration_min" integer,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "remote_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "remote_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "installer_bindings" ADD CONSTRAINT "installer_bindings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_bindings" ADD CONSTRAINT "installer_bindings_installer_user_id_users_id_fk" FOREIGN KEY ("installer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_access_grants" ADD CONSTRAINT "remote_access_grants_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_access_grants" ADD CONSTRAINT "remote_access_grants_binding_id_installer_bindings_id_fk" FOREIGN KEY ("binding_id") REFERENCES "public"."installer_bindings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_access_grants" ADD CONSTRAINT "remote_access_grants_installer_user_id_users_id_fk" FOREIGN KEY ("installer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_notices_ends_at_idx" ON "maintenance_notices" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "installer_bindings_org_idx" ON "installer_bindings" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "installer_bindings_installer_idx" ON "installer_bindings" USING btree ("installer_user_id");--> statement-breakpoint
CREATE INDEX "remote_access_grants_org_idx" ON "remote_access_grants" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "remote_access_grants_installer_idx" ON "remote_access_grants" USING btree ("installer_user_id");--> statement-breakpoint
CREATE INDEX "sessions_remote_grant_idx" ON "sessions" USING btree ("remote_grant_id");