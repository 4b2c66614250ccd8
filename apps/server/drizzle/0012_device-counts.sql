CREATE TABLE "device_counts" (
	"org_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"dev_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "device_counts_org_id_site_id_dev_type_status_pk" PRIMARY KEY("org_id","site_id","dev_type","status")
);
--> statement-breakpoint
-- Decision 0013: exact device counts without counting rows. Every statement writing `devices`
-- (a bind, a bulk insert, an unbind, a status flip, a move, an organization's cascade) updates the
-- rollup in its own transaction with ONE upsert whose keys come in primary-key order: two
-- statements touching the same keys lock them in the same order, so they queue instead of
-- deadlocking. A key falling to 0 loses its row.
CREATE FUNCTION "device_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has (the others do not exist).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO device_counts AS c (org_id, site_id, dev_type, status, n)
    SELECT org_id, site_id, dev_type, status, count(*) FROM new_rows
    GROUP BY org_id, site_id, dev_type, status ORDER BY org_id, site_id, dev_type, status
    ON CONFLICT (org_id, site_id, dev_type, status) DO UPDATE SET n = c.n + excluded.n;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO device_counts AS c (org_id, site_id, dev_type, status, n)
    SELECT org_id, site_id, dev_type, status, -count(*) FROM old_rows
    GROUP BY org_id, site_id, dev_type, status ORDER BY org_id, site_id, dev_type, status
    ON CONFLICT (org_id, site_id, dev_type, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- Most updates (last seen, channel counts, a name) move no count: the deltas cancel out and
    -- nothing is written or locked.
    INSERT INTO device_counts AS c (org_id, site_id, dev_type, status, n)
    SELECT org_id, site_id, dev_type, status, sum(d) FROM (
      SELECT org_id, site_id, dev_type, status, 1 AS d FROM new_rows
      UNION ALL
      SELECT org_id, site_id, dev_type, status, -1 AS d FROM old_rows
    ) changes
    GROUP BY org_id, site_id, dev_type, status HAVING sum(d) <> 0 ORDER BY org_id, site_id, dev_type, status
    ON CONFLICT (org_id, site_id, dev_type, status) DO UPDATE SET n = c.n + excluded.n;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
  -- Only keys that lost devices can reach 0; their rows are locked by the upsert above already.
  DELETE FROM device_counts c
  USING (SELECT DISTINCT org_id, site_id, dev_type, status FROM old_rows) o
  WHERE c.org_id = o.org_id AND c.site_id = o.site_id AND c.dev_type = o.dev_type AND c.status = o.status AND c.n = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "device_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM device_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- No device write may commit between the triggers' creation and the backfill (CREATE TRIGGER takes
-- this lock too; taken first so the backfill below sees every committed device and nothing else).
LOCK TABLE "devices" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TRIGGER "devices_counts_insert" AFTER INSERT ON "devices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "devices_counts_update" AFTER UPDATE ON "devices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "devices_counts_delete" AFTER DELETE ON "devices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "devices_counts_truncate" AFTER TRUNCATE ON "devices" FOR EACH STATEMENT EXECUTE FUNCTION "device_counts_clear"();--> statement-breakpoint
INSERT INTO "device_counts" ("org_id", "site_id", "dev_type", "status", "n")
SELECT "org_id", "site_id", "dev_type", "status", count(*) FROM "devices" GROUP BY 1, 2, 3, 4;
