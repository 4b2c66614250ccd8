CREATE TABLE "remote_access_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mfa_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "archive_shares" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "archive_shares" ADD COLUMN "code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remote_access_uses" ADD CONSTRAINT "remote_access_uses_grant_id_remote_access_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."remote_access_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_access_uses" ADD CONSTRAINT "remote_access_uses_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_access_uses_grant_session_idx" ON "remote_access_uses" USING btree ("grant_id","session_id");--> statement-breakpoint
CREATE INDEX "remote_access_uses_session_idx" ON "remote_access_uses" USING btree ("session_id");