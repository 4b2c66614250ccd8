DROP INDEX "events_org_camera_time_idx";--> statement-breakpoint
DROP INDEX "events_org_target_time_idx";--> statement-breakpoint
DROP INDEX "events_org_type_time_idx";--> statement-breakpoint
CREATE INDEX "events_org_camera_time_idx" ON "events" USING btree ("org_id","sn","chl_index","occurred_at" DESC NULLS LAST,"site_id");--> statement-breakpoint
CREATE INDEX "events_org_target_time_idx" ON "events" USING btree ("org_id","target_type","occurred_at" DESC NULLS LAST,"site_id");--> statement-breakpoint
CREATE INDEX "events_org_type_time_idx" ON "events" USING btree ("org_id","event_type","occurred_at" DESC NULLS LAST,"site_id");