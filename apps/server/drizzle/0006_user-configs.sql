CREATE TABLE "user_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"config_type" text NOT NULL,
	"config_name" text NOT NULL,
	"config_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_configs" ADD CONSTRAINT "user_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_configs_name_idx" ON "user_configs" USING btree ("user_id","config_type","config_name");--> statement-breakpoint
CREATE INDEX "user_configs_user_idx" ON "user_configs" USING btree ("user_id","config_type");