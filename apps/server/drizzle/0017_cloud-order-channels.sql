DROP INDEX "cloud_plans_order_idx";--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD COLUMN "channels" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_plans_order_channel_idx" ON "cloud_plans" USING btree ("order_id","sn","chl_index") WHERE order_id is not null;