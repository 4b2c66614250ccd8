import type { LoginResult } from "@vms/api-client";
import { LICENCE_TRIAL } from "@vms/licence-pricing";
import { inArray, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { events } from "../../db/schema/index.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const DAY = 86_400_000;
const TRIAL = LICENCE_TRIAL.DAYS * DAY;

// Issue 15 "Expiry": the licences feed the events slice's retention seam — events of a licensed
// organization are kept (6 months), 15 more days after its licence ends, then the free 15 days apply.
describeOnEngines("licence expiry drives event retention", (engine) => {
  let skew = 0;
  const server = useServer(engine, { clock: () => Date.now() + skew });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  let licensed: LoginResult;
  let unlicensed: LoginResult;
  const sites: Record<string, string> = {};

  /** An event of the organization owning `siteId`, `ageDays` before the (moved) clock. */
  async function eventAged(siteId: string, id: string, ageDays: number): Promise<void> {
    await server().app.vms.database.db.execute(sql`insert into events (id, org_id, site_id, sn, chl_index, device_event_id, occurred_at, event_group, event_type)
      select gen_random_uuid(), s.org_id, s.id, ${`RET-${id}`}, 1, ${id}, ${new Date(Date.now() + skew - ageDays * DAY)}, 'common', 'MOTION' from sites s where s.id = ${siteId}`);
  }
  const left = async (ids: string[]) => (await server().app.vms.database.db.select({ id: events.deviceEventId }).from(events).where(inArray(events.deviceEventId, ids))).map((r) => r.id).sort();
  const retention = () => server().app.vms.events.runRetention(new Date(Date.now() + skew));

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    await createTestOrg(db, "Ret Licensed", [{ email: "admin@ret-a.test", role: "orgAdmin" }]);
    await createTestOrg(db, "Ret Free", [{ email: "admin@ret-b.test", role: "orgAdmin" }]);
    licensed = (await signIn(api, "ret-a.test", ["admin"])).admin;
    unlicensed = (await signIn(api, "ret-b.test", ["admin"])).admin;
    sites["a"] = await steps.addSite(licensed, "A");
    sites["b"] = await steps.addSite(unlicensed, "B");
    // A licence trial for the first organization only.
    expect((await api.call("/license-vas-tob-oder/insert-pay-order", { chlNum: 2, trial: true }, licensed)).code).toBe(200);
  });

  it("§4/§9: licensed events outlive the free 15 days; 15 days after the licence ends they no longer do", async () => {
    await eventAged(sites["a"]!, "lic-old", 20);
    await eventAged(sites["b"]!, "free-old", 20);
    await eventAged(sites["b"]!, "free-new", 10);
    await retention();
    expect(await left(["lic-old", "free-old", "free-new"])).toEqual(["free-new", "lic-old"]);

    // The trial ended 10 days ago: still within the 15 more days after expiry (the event is 10 + 30 + 20 days old).
    skew = TRIAL + 10 * DAY;
    await retention();
    expect(await left(["lic-old"])).toEqual(["lic-old"]);

    // 16 days after it ended the free 15 days apply again.
    skew = TRIAL + 16 * DAY;
    await eventAged(sites["a"]!, "lic-recent", 10);
    await retention();
    expect(await left(["lic-old", "lic-recent"])).toEqual(["lic-recent"]);
  });
});
