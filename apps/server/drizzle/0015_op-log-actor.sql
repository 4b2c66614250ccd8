ALTER TABLE "op_logs" ADD COLUMN "actor_kind" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "op_logs" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Lines written before the kind was stored: without a user they were a share-link visitor's
-- (archive.share.view / .download, detail = the archive's title) or the system's (orders).
UPDATE "op_logs" SET "actor_kind" = 'shareLink', "actor_name" = left("detail", 200) WHERE "user_id" IS NULL AND "action" LIKE 'archive.share.%';--> statement-breakpoint
UPDATE "op_logs" SET "actor_kind" = 'system' WHERE "user_id" IS NULL AND "actor_kind" = 'user';
