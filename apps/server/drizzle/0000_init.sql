CREATE TABLE "brandings" (
	"co_id" text PRIMARY KEY NOT NULL,
	"domain" text,
	"title" text,
	"icon" text,
	"bg_img" text,
	"favicon" text,
	"logo_lcrs" text,
	"logo_tbsl" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brandings_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "request_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_nonces_expires_at_idx" ON "request_nonces" USING btree ("expires_at");