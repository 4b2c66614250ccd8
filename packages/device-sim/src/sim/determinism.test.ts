import { afterEach, describe, expect, it } from "vitest";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeGateway } from "../test-support/fake-gateway.js";
import { Backoff } from "./backoff.js";
import { DeviceState, networkIdentity } from "./device-state.js";
import { smartInfo } from "./smart-info.js";
import { DeviceRefusedError } from "./simulated-device.js";
import { runLimited, startFleet } from "./start-fleet.js";

let gateway: FakeGateway | null = null;
afterEach(async () => {
  await gateway?.close();
  gateway = null;
});

describe("determinism", () => {
  it("§4: back-off doubles from minMs to maxMs with equal jitter, same seed same delays", () => {
    const a = new Backoff({ minMs: 1000, maxMs: 30_000 }, "backoff:X");
    const delays = Array.from({ length: 8 }, () => a.next());
    const ceilings = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000];
    delays.forEach((d, i) => {
      expect(d).toBeGreaterThanOrEqual(ceilings[i]! / 2);
      expect(d).toBeLessThanOrEqual(ceilings[i]!);
    });
    const b = new Backoff({ minMs: 1000, maxMs: 30_000 }, "backoff:X");
    expect(Array.from({ length: 8 }, () => b.next())).toEqual(delays);
    expect(new Backoff({ minMs: 1000, maxMs: 30_000 }, "backoff:Y").next()).not.toBe(delays[0]);
    a.reset();
    expect(a.next()).toBeLessThanOrEqual(1000);
    expect(() => new Backoff({ minMs: 10, maxMs: 5 }, 1)).toThrow(RangeError);
  });

  it("§3: same descriptor, same hello, network identity and SMART data", () => {
    const [nvr] = generateFleet({ count: 3, seed: "det" }).slice(2);
    expect(new DeviceState(nvr!).hello(nvr!)).toEqual(new DeviceState(nvr!).hello(nvr!));
    expect(networkIdentity("N1")).toEqual(networkIdentity("N1"));
    expect(networkIdentity("N1")).not.toEqual(networkIdentity("N2"));
    const withDisks = generateFleet({ count: 20, seed: "det" }).find((d) => d.storage.kind === "disks");
    if (withDisks?.storage.kind !== "disks") throw new Error("the fleet has no recorder with disks");
    const disk = withDisks.storage.disks[0]!;
    expect(smartInfo(withDisks.sn, disk)).toEqual(smartInfo(withDisks.sn, disk));
  });
});

describe("startFleet", () => {
  it("§3: connects a seeded fleet; the same seed gives the same devices", async () => {
    gateway = await startFakeGateway();
    const fleet = await startFleet({ serverUrl: gateway.url, count: 20, seed: "fleet", concurrency: 5 });
    try {
      expect(fleet.devices.every((d) => d.connected)).toBe(true);
      expect(fleet.devices.map((d) => d.sn)).toEqual(generateFleet({ count: 20, seed: "fleet" }).map((d) => d.sn));
      const hellos = await Promise.all(fleet.devices.map(() => gateway!.nextConnection()));
      expect(new Set(hellos.map((c) => c.hello.sn)).size).toBe(20);
      expect(gateway.invalid).toEqual([]);
    } finally {
      await fleet.stop();
    }
    expect(fleet.devices.some((d) => d.connected)).toBe(false);
  });

  it("rejects with the first refusal and stops the devices it started", async () => {
    const fleetSns = generateFleet({ count: 6, seed: "refuse" }).map((d) => d.sn);
    gateway = await startFakeGateway({ refuse: (hello) => (hello.sn === fleetSns[3] ? 7068 : null) });
    await expect(startFleet({ serverUrl: gateway.url, count: 6, seed: "refuse", concurrency: 2 })).rejects.toBeInstanceOf(DeviceRefusedError);
  });

  it("with allowFailures, lists the refused device and keeps the others connected", async () => {
    const fleetSns = generateFleet({ count: 6, seed: "refuse" }).map((d) => d.sn);
    gateway = await startFakeGateway({ refuse: (hello) => (hello.sn === fleetSns[3] ? 7068 : null) });
    const fleet = await startFleet({ serverUrl: gateway.url, count: 6, seed: "refuse", allowFailures: true });
    try {
      expect(fleet.failed.map((f) => [f.device.sn, (f.error as DeviceRefusedError).code])).toEqual([[fleetSns[3], 7068]]);
      expect(fleet.devices.filter((d) => d.connected)).toHaveLength(5);
    } finally {
      await fleet.stop();
    }
  });

  it("runLimited never runs more than the limit at once", async () => {
    let running = 0;
    let peak = 0;
    await runLimited([1, 2, 3, 4, 5, 6, 7], 3, async () => {
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
    });
    expect(peak).toBe(3);
  });
});
