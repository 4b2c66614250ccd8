import { inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { deviceRegistry } from "../db/schema/index.js";
import { describePostgres, useServer } from "../test-support/test-server.js";
import { startInstanceHeartbeat, type InstanceHeartbeat } from "./instance-heartbeat.js";
import { createRegistryStore } from "./registry-store.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Decision 0039 (issue 32): instances' heartbeats, the dead ones' devices and routing.
describePostgres("instance heartbeats", () => {
  const server = useServer("postgres");
  const db = () => server().app.vms.database.db;
  // The test server's own heartbeat would reap the test's devices too: it plays no part here.
  beforeAll(() => server().app.vms.heartbeat?.stop());

  /** A heartbeat that beats when told (the interval is long), with a short deadline. */
  const start = (instanceId: string, deadlineMs = 300) =>
    startInstanceHeartbeat({ db: db(), instanceId, log: server().app.log, intervalMs: 600_000, deadlineMs });

  const register = (sns: string[], instanceId: string) =>
    db()
      .insert(deviceRegistry)
      .values(sns.map((sn) => ({ sn, securityCodeHash: "x", salt: "x", devType: 1, model: "m", version: "v", online: true, instanceId, report: {} })));

  const onlineOf = async (sns: string[]) =>
    Object.fromEntries((await db().select({ sn: deviceRegistry.sn, online: deviceRegistry.online }).from(deviceRegistry).where(inArray(deviceRegistry.sn, sns))).map((r) => [r.sn, r.online]));

  const reapedBy = (heartbeat: InstanceHeartbeat) => {
    const seen: string[] = [];
    heartbeat.onReaped((sns) => seen.push(...sns));
    return seen;
  };

  it("an instance whose heartbeat expired is dead: one survivor marks its devices offline, the registry names no holder", async () => {
    const [x, y] = [await start("hb-x"), await start("hb-y")];
    const reaped = reapedBy(x);
    await register(["hb-1", "hb-2"], "hb-y");
    await register(["hb-3"], "hb-x");
    await x.beat();
    expect(x.isDead("hb-y")).toBe(false);
    expect(await createRegistryStore(db()).holder("hb-1")).toBe("hb-y");
    // y stops beating (killed): after its deadline x counts it dead and takes its devices offline.
    const lastBeat = Date.now();
    await y.beat();
    y.stop();
    while (!x.isDead("hb-y")) {
      await later(50);
      await x.beat();
    }
    // Not before its last beat's deadline (one clock: the database's, on this machine).
    expect(Date.now() - lastBeat).toBeGreaterThanOrEqual(290);
    expect(reaped.sort()).toEqual(["hb-1", "hb-2"]);
    expect(await onlineOf(["hb-1", "hb-2", "hb-3"])).toEqual({ "hb-1": false, "hb-2": false, "hb-3": true });
    expect(await createRegistryStore(db()).holder("hb-3")).toBe("hb-x");
    await x.remove();
  });

  it("a device whose holder closed has no holder at once, whatever the holder's deadline", async () => {
    const [x, z] = [await start("hb-x2"), await start("hb-z", 60_000)];
    await register(["hb-4"], "hb-z");
    const store = createRegistryStore(db());
    expect(await store.holder("hb-4")).toBe("hb-z");
    expect((await store.heldElsewhere("hb-x2")).map((r) => r.sn)).toContain("hb-4");
    // A closing instance expires its row at once, whatever its deadline.
    await z.remove();
    expect(await store.holder("hb-4")).toBeNull();
    expect((await store.heldElsewhere("hb-x2")).map((r) => r.sn)).not.toContain("hb-4");
    await x.beat();
    expect(x.isDead("hb-z")).toBe(true);
    await x.remove();
  });

  it("survivors reaping together take each device once", async () => {
    const sns = Array.from({ length: 60 }, (_, i) => `hb-many-${i}`);
    const [p, q, dying] = [await start("hb-p"), await start("hb-q"), await start("hb-dying")];
    const [byP, byQ] = [reapedBy(p), reapedBy(q)];
    await register(sns, "hb-dying");
    await dying.remove();
    await Promise.all([p.beat(), q.beat(), p.beat(), q.beat()]);
    await Promise.all([p.beat(), q.beat()]);
    // Earlier tests' dead instances hold nothing online any more; only this test's devices count.
    expect([...byP, ...byQ].filter((sn) => sn.startsWith("hb-many-")).sort()).toEqual([...sns].sort());
    expect(byP.filter((sn) => byQ.includes(sn))).toEqual([]);
    await Promise.all([p.remove(), q.remove()]);
  });
});
