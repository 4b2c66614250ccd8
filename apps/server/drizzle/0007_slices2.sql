CREATE TABLE "alarm_receipts" (
	"alarm_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "alarm_receipts_alarm_id_user_id_pk" PRIMARY KEY("alarm_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid,
	"rule_id" uuid,
	"rule_name" text DEFAULT '' NOT NULL,
	"event_type" text NOT NULL,
	"target_type" text,
	"sn" text NOT NULL,
	"chl_index" integer NOT NULL,
	"channel_name" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"plate" text,
	"snapshot_key" text,
	"crop_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_rights" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"archive_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"token_hash" text NOT NULL,
	"access_code_hash" text,
	"allow_download" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "archive_signing_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"private_key_pem" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "archives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"archived_by" text NOT NULL,
	"title" text NOT NULL,
	"site_id" uuid NOT NULL,
	"site_name" text NOT NULL,
	"sn" text NOT NULL,
	"chl_index" integer NOT NULL,
	"chl_name" text NOT NULL,
	"source" text NOT NULL,
	"start_time" bigint NOT NULL,
	"end_time" bigint NOT NULL,
	"status" text DEFAULT 'copying' NOT NULL,
	"error_code" integer DEFAULT 0 NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"mp4_size" bigint DEFAULT 0 NOT NULL,
	"manifest" text,
	"signature" text,
	"key_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"sn" text NOT NULL,
	"chl_index" integer NOT NULL,
	"start_ms" bigint NOT NULL,
	"end_ms" bigint NOT NULL,
	"object_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"frames" integer NOT NULL,
	"codec" text NOT NULL,
	"sps" text NOT NULL,
	"pps" text NOT NULL,
	"keyframes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sn" text NOT NULL,
	"chl_index" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cloud_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"storage_days" integer NOT NULL,
	"term_type" integer NOT NULL,
	"term_months" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"order_id" uuid,
	"sn" text NOT NULL,
	"chl_index" integer NOT NULL,
	"goods_id" text NOT NULL,
	"storage_days" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "commerce_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"order_type" integer NOT NULL,
	"status" integer NOT NULL,
	"spec" text NOT NULL,
	"chl_num" integer NOT NULL,
	"term" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"pay_type" integer,
	"transaction_id" text,
	"payment_id" text,
	"checkout_url" text,
	"result_token_hash" text,
	"pay_deadline" timestamp with time zone,
	"pay_time" timestamp with time zone,
	"sn" text,
	"chl_index" integer,
	"goods_id" text,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"decline_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"duration_type" integer NOT NULL,
	"min_chl_num" integer DEFAULT 1 NOT NULL,
	"max_chl_num" integer DEFAULT 10000 NOT NULL,
	"unit_price" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"license_type" integer NOT NULL,
	"chl_num" integer NOT NULL,
	"duration_type" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_no" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_uses" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"order_id" uuid,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_uses_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
CREATE TABLE "op_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'server' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_receipts" ADD CONSTRAINT "alarm_receipts_alarm_id_alarms_id_fk" FOREIGN KEY ("alarm_id") REFERENCES "public"."alarms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_receipts" ADD CONSTRAINT "alarm_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_rights" ADD CONSTRAINT "archive_rights_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_rights" ADD CONSTRAINT "archive_rights_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_shares" ADD CONSTRAINT "archive_shares_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_shares" ADD CONSTRAINT "archive_shares_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_segments" ADD CONSTRAINT "cloud_segments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_tokens" ADD CONSTRAINT "cloud_tokens_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_tokens" ADD CONSTRAINT "cloud_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_plans" ADD CONSTRAINT "cloud_plans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_plans" ADD CONSTRAINT "cloud_plans_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "op_logs" ADD CONSTRAINT "op_logs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_receipts_user_time_idx" ON "alarm_receipts" USING btree ("user_id","kind","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarm_receipts_unread_idx" ON "alarm_receipts" USING btree ("user_id","kind") WHERE "alarm_receipts"."read_at" is null;--> statement-breakpoint
CREATE INDEX "alarms_org_kind_time_idx" ON "alarms" USING btree ("org_id","kind","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_event_idx" ON "alarms" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "alarms_sn_type_time_idx" ON "alarms" USING btree ("sn","event_type","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "archive_shares_token_idx" ON "archive_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "archive_shares_archive_idx" ON "archive_shares" USING btree ("archive_id");--> statement-breakpoint
CREATE INDEX "archives_org_idx" ON "archives" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_segments_channel_idx" ON "cloud_segments" USING btree ("org_id","sn","chl_index","start_ms");--> statement-breakpoint
CREATE INDEX "cloud_segments_end_idx" ON "cloud_segments" USING btree ("end_ms");--> statement-breakpoint
CREATE INDEX "cloud_tokens_expiry_idx" ON "cloud_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_plans_order_idx" ON "cloud_plans" USING btree ("order_id") WHERE order_id is not null;--> statement-breakpoint
CREATE INDEX "cloud_plans_channel_idx" ON "cloud_plans" USING btree ("org_id","sn","chl_index");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_no_idx" ON "commerce_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "commerce_orders_org_idx" ON "commerce_orders" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_orders_tx_idx" ON "commerce_orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "commerce_orders_payment_idx" ON "commerce_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_prices_band_idx" ON "licence_prices" USING btree ("duration_type","min_chl_num","max_chl_num");--> statement-breakpoint
CREATE UNIQUE INDEX "licences_order_idx" ON "licences" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "licences_org_idx" ON "licences" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "op_logs_org_time_idx" ON "op_logs" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "op_logs_org_user_time_idx" ON "op_logs" USING btree ("org_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "op_logs_org_module_time_idx" ON "op_logs" USING btree ("org_id","module","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "op_logs_time_idx" ON "op_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_plate_trgm_idx" ON "events" USING gin ("plate" gin_trgm_ops);