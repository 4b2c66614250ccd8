import { performance } from "node:perf_hooks";
import { startFleet, type Fleet } from "@vms/device-sim";
import { count, eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { deviceRegistry } from "../db/schema/index.js";
import { testApi } from "../test-support/api.js";
import { describeOnEngines, useServer } from "../test-support/test-server.js";

const DEVICES = Number(process.env["SCALE_N"] ?? 1_000);
/** Generous for a 2-CPU CI box; the measured time is printed. */
const CONNECT_BOUND_MS = 30_000;

describeOnEngines("device gateway: 1,000 devices", (engine) => {
  const server = useServer(engine);
  const gateway = () => server().app.vms.gateway;
  const api = testApi(() => server().baseUrl);
  let fleet: Fleet | null = null;
  afterAll(async () => {
    await fleet?.stop();
  });

  const onlineRows = async () => {
    const [row] = await server().app.vms.database.db.select({ n: count() }).from(deviceRegistry).where(eq(deviceRegistry.online, true));
    return row?.n ?? 0;
  };

  it("§4: the gateway takes 1,000 devices connecting at once and keeps answering HTTP meanwhile", async () => {
    const probes: Array<{ path: string; status: number; ms: number }> = [];
    let connecting = true;
    const probe = async () => {
      while (connecting) {
        const t = performance.now();
        const health = await fetch(`${server().baseUrl}/healthz`);
        probes.push({ path: "/healthz", status: health.status, ms: performance.now() - t });
        const t2 = performance.now();
        const version = await api.call("/system/version/get", {});
        probes.push({ path: "/vms/system/version/get", status: version.code, ms: performance.now() - t2 });
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const started = performance.now();
    const probing = probe();
    fleet = await startFleet({ serverUrl: server().baseUrl, count: DEVICES, seed: `scale-${engine}`, concurrency: DEVICES, reconnect: { minMs: 200, maxMs: 2_000 } });
    const elapsed = performance.now() - started;
    connecting = false;
    await probing;

    expect(gateway().onlineCount()).toBe(DEVICES);
    expect(fleet.devices.every((d) => d.connected)).toBe(true);
    await gateway().idle();
    expect(await onlineRows()).toBe(DEVICES);
    expect(probes.length).toBeGreaterThanOrEqual(2);
    expect(probes.every((p) => p.status === 200)).toBe(true);
    const slowest = Math.max(...probes.map((p) => p.ms));
    console.log(`[${engine}] ${DEVICES} devices online in ${Math.round(elapsed)} ms; ${probes.length} HTTP probes meanwhile, slowest ${Math.round(slowest)} ms`);
    expect(elapsed).toBeLessThan(CONNECT_BOUND_MS);
  }, 90_000);

  it("§4: 100 devices dropping at once all come back; the registry agrees", async () => {
    const dropped = fleet!.devices.slice(0, 100);
    const back = Promise.all(dropped.map((d) => new Promise((resolve) => d.on("welcome", resolve))));
    const started = performance.now();
    for (const device of dropped) device.drop();
    await back;
    console.log(`[${engine}] 100 dropped devices back in ${Math.round(performance.now() - started)} ms`);
    await gateway().idle();
    expect(gateway().onlineCount()).toBe(DEVICES);
    expect(await onlineRows()).toBe(DEVICES);
  }, 60_000);

  it("§4: stopping the fleet takes every device offline", async () => {
    await fleet!.stop();
    fleet = null;
    const deadline = Date.now() + 20_000;
    while (gateway().onlineCount() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await gateway().idle();
    expect(gateway().onlineCount()).toBe(0);
    expect(await onlineRows()).toBe(0);
  }, 60_000);
});
