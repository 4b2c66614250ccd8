import { Code } from "@vms/api-client";
import { SimulatedDevice, type DeviceClosedInfo } from "@vms/device-sim";
import { eq, inArray } from "drizzle-orm";
import { afterAll, expect, it, vi } from "vitest";
import { deviceRegistry } from "../db/schema/index.js";
import { helloFor, openRawDevice, testDevices } from "../test-support/device-client.js";
import { describeOnEngines, useServer } from "../test-support/test-server.js";

const NEW_SN_PER_HOUR = 3;

// Issue 27: anyone may register a new SN (trust on first use, docs/device-protocol.md), so each
// client address may register only so many per hour (VMS_DEVICE_NEW_SN_PER_IP_PER_HOUR, decision 0021).
describeOnEngines("device gateway: registrations per client", (engine) => {
  const server = useServer(engine, { gatewayLimits: { newSnPerIpPerHour: NEW_SN_PER_HOUR } });
  const gateway = () => server().app.vms.gateway;
  const rows = async (sns: string[]) => (await server().app.vms.database.db.select({ sn: deviceRegistry.sn }).from(deviceRegistry).where(inArray(deviceRegistry.sn, sns))).map((r) => r.sn);
  const sims: SimulatedDevice[] = [];
  afterAll(async () => {
    await Promise.all(sims.map((d) => d.stop()));
  });

  it("§8: a connection registers one SN: a second hello on it is an invalid frame and registers nothing", async () => {
    const [first, second] = testDevices(`one-per-conn-${engine}`, 2);
    const device = await openRawDevice(server().baseUrl);
    device.send(helloFor(first!));
    await device.next("welcome");
    const before = gateway().stats().badFrames;
    device.send(helloFor(second!));
    await vi.waitFor(() => expect(gateway().stats().badFrames).toBe(before + 1), { timeout: 5_000, interval: 20 });
    await gateway().idle();
    expect(await rows([first!.sn, second!.sn])).toEqual([first!.sn]);
    device.socket.close();
    await device.closed;
  });

  it("§8: beyond its hourly budget of new SNs a client is refused with 6001 and closed 4029, nothing written; known SNs still connect", async () => {
    // One new SN went to the test above; these take the rest of the budget.
    const descriptors = testDevices(`budget-${engine}`, NEW_SN_PER_HOUR + 1);
    const accepted = descriptors.slice(0, NEW_SN_PER_HOUR - 1);
    const extra = descriptors.at(-1)!;
    for (const descriptor of accepted) {
      const device = await openRawDevice(server().baseUrl);
      device.send(helloFor(descriptor));
      await device.next("welcome");
      device.socket.close();
      await device.closed;
    }
    const before = gateway().stats().limited;
    const refused = await openRawDevice(server().baseUrl);
    refused.send(helloFor(extra));
    expect(await refused.next("refused")).toEqual({ type: "refused", code: Code.TOO_FREQUENT });
    expect((await refused.closed).code).toBe(4029);
    await gateway().idle();
    expect(gateway().stats().limited).toBe(before + 1);
    expect(await rows([extra.sn])).toEqual([]);
    expect(gateway().isOnline(extra.sn)).toBe(false);

    // A device the registry knows is not a new registration: it reconnects as usual.
    const known = await openRawDevice(server().baseUrl);
    known.send(helloFor(accepted[0]!));
    await known.next("welcome");
    const [row] = await server().app.vms.database.db.select({ online: deviceRegistry.online }).from(deviceRegistry).where(eq(deviceRegistry.sn, accepted[0]!.sn));
    expect(row?.online).toBe(true);
    known.socket.close();
    await known.closed;
  });

  it("§8: the simulator, refused with 6001, backs off and keeps trying instead of giving up", async () => {
    const [descriptor] = testDevices(`sim-deferred-${engine}`, 1);
    const device = new SimulatedDevice(descriptor!, { serverUrl: server().baseUrl, reconnect: { minMs: 50, maxMs: 100 } });
    sims.push(device);
    const refusals: number[] = [];
    const closes: DeviceClosedInfo[] = [];
    device.on("refused", (code: number) => refusals.push(code));
    device.on("closed", (info: DeviceClosedInfo) => closes.push(info));
    const starting = device.start();
    let settled = false;
    void starting.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.waitFor(() => expect(refusals.length).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 20 });
    expect(refusals.every((code) => code === Code.TOO_FREQUENT)).toBe(true);
    expect(closes.map((c) => [c.code, c.willReconnect])).toContainEqual([4029, true]);
    expect(settled).toBe(false);
    await device.stop();
    await expect(starting).rejects.toThrow(/stopped/);
  });
});
