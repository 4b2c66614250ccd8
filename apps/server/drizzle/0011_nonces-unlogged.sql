CREATE TABLE "nonce_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Decision 0011: nonce inserts skip the WAL (no flush per call); crash recovery empties both tables.
ALTER TABLE "nonce_epoch" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "request_nonces" SET UNLOGGED;--> statement-breakpoint
INSERT INTO "nonce_epoch" ("id", "started_at") VALUES (1, now()) ON CONFLICT DO NOTHING;
