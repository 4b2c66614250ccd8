import type { LoginResult } from "@vms/api-client";
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";
import { createEventRepository } from "./event-repository.js";
import { createRetentionJob, type LicenceState, type LicensedChannel } from "./event-retention.js";

const DAY = 86_400_000;
const AGES = [10, 20, 100, 200] as const;

// Spec §4 Expiry, §9 Retention, issue 13 "retention deletes what is due and nothing else": the
// retention job against the real database and object store, with the licence seam answering per
// channel — free 15 days, licensed 6 months, 6 months for 15 days after expiry, then 15 days.
describeOnEngines("event retention by licence state", (engine) => {
  const server = useServer(engine);
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const now = new Date();
  const states: Record<string, LicenceState> = {
    "RET-LICENSED": { kind: "licensed" },
    "RET-EXPIRED-RECENTLY": { kind: "expired", at: new Date(now.getTime() - 10 * DAY) },
    "RET-EXPIRED-LONG-AGO": { kind: "expired", at: new Date(now.getTime() - 20 * DAY) },
    "RET-FREE": { kind: "free" },
    "RET-FREE-OTHER-ORG": { kind: "free" },
  };
  const asked: LicensedChannel[] = [];
  let siteA = "";
  let siteB = "";

  const keyOf = (sn: string, age: number) => `events/retention-test/${sn}-${age}.jpg`;
  async function seed(sn: string, siteId: string) {
    const { db } = server().app.vms.database;
    for (const age of AGES) {
      await server().app.vms.events.store.put(keyOf(sn, age), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      await db.execute(sql`insert into events (id, org_id, site_id, sn, chl_index, device_event_id, occurred_at, event_group, event_type, snapshot_key)
        select gen_random_uuid(), s.org_id, s.id, ${sn}, 1, ${`${sn}-${age}`}, ${new Date(now.getTime() - age * DAY)}, 'common', 'MOTION', ${keyOf(sn, age)} from sites s where s.id = ${siteId}`);
    }
  }
  async function agesLeft(sn: string): Promise<number[]> {
    const rows = await server().app.vms.database.db.execute<{ device_event_id: string }>(sql`select device_event_id from events where sn = ${sn}`);
    const list = Array.isArray(rows) ? rows : (rows as { rows: Array<{ device_event_id: string }> }).rows;
    return list.map((r) => Number(r.device_event_id.split("-").at(-1))).sort((x, y) => x - y);
  }

  beforeAll(async () => {
    const db = server().app.vms.database.db;
    await createTestOrg(db, "Keep Co", [{ email: "admin@keep.test", role: "orgAdmin" }]);
    await createTestOrg(db, "Other Keep Co", [{ email: "admin@other-keep.test", role: "orgAdmin" }]);
    const a: LoginResult = (await signIn(api, "keep.test", ["admin"])).admin;
    const b: LoginResult = (await signIn(api, "other-keep.test", ["admin"])).admin;
    siteA = await steps.addSite(a, "Keep A");
    siteB = await steps.addSite(b, "Keep B");
    for (const sn of Object.keys(states)) await seed(sn, sn === "RET-FREE-OTHER-ORG" ? siteB : siteA);
  });

  it("§4 §9: each channel loses exactly the events past its own retention, with their images; nothing else goes", async () => {
    const job = createRetentionJob({
      repo: createEventRepository(server().app.vms.database.db),
      store: server().app.vms.events.store,
      licenceStateFor: (channel) => {
        asked.push(channel);
        return Promise.resolve(states[channel.sn] ?? { kind: "free" });
      },
      batch: 1,
    });
    const result = await job.run(now);
    expect(result.events).toBe(1 + 1 + 3 + 3 + 3);
    expect(await agesLeft("RET-LICENSED")).toEqual([10, 20, 100]);
    expect(await agesLeft("RET-EXPIRED-RECENTLY")).toEqual([10, 20, 100]);
    expect(await agesLeft("RET-EXPIRED-LONG-AGO")).toEqual([10]);
    expect(await agesLeft("RET-FREE")).toEqual([10]);
    expect(await agesLeft("RET-FREE-OTHER-ORG")).toEqual([10]);
    const store = server().app.vms.events.store;
    for (const sn of Object.keys(states)) {
      const left = new Set(await agesLeft(sn));
      for (const age of AGES) expect(await store.get(keyOf(sn, age)), `${sn} ${age}`).toEqual(left.has(age) ? expect.anything() : null);
    }
    // The seam is asked per channel, with the channel's own organization.
    const orgOf = new Map(asked.map((c) => [c.sn, c.orgId]));
    expect(orgOf.get("RET-FREE-OTHER-ORG")).not.toBe(orgOf.get("RET-FREE"));
    // A second run finds nothing more to delete.
    expect((await job.run(now)).events).toBe(0);
  });
});
