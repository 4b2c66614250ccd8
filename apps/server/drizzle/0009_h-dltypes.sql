ALTER TABLE "download_tasks" ADD COLUMN "type" text DEFAULT 'device' NOT NULL;--> statement-breakpoint
ALTER TABLE "download_tasks" ADD COLUMN "archive_id" uuid;