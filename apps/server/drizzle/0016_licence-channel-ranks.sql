CREATE TABLE "licence_channel_ranks" (
	"org_id" uuid NOT NULL,
	"device_id" bigint NOT NULL,
	"chl_index" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "licence_channel_ranks_device_id_chl_index_pk" PRIMARY KEY("device_id","chl_index")
);
--> statement-breakpoint
ALTER TABLE "licence_channel_ranks" ADD CONSTRAINT "licence_channel_ranks_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_channel_ranks" ADD CONSTRAINT "licence_channel_ranks_channel_fk" FOREIGN KEY ("device_id","chl_index") REFERENCES "public"."channels"("device_id","chl_index") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_channel_ranks_org_idx" ON "licence_channel_ranks" USING btree ("org_id","rank");