CREATE TABLE "payment_refunds" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD COLUMN "checkout_claim" text;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD COLUMN "checkout_claimed_at" timestamp with time zone;