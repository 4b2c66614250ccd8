CREATE TABLE "stream_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"binding" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stream_tickets_expires_at_idx" ON "stream_tickets" USING btree ("expires_at");--> statement-breakpoint
-- A ticket lives 30 s: no WAL flush per ticket; crash recovery empties the table (decision 0011, issue 32).
ALTER TABLE "stream_tickets" SET UNLOGGED;