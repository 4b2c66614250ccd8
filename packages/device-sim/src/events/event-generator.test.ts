import { deviceFrameSchema, EVENT_TYPES_BY_GROUP, isAttributeValue, TARGET_ATTRIBUTES, type EventFrame } from "@vms/api-client";
import { afterEach, describe, expect, it } from "vitest";
import { generateFleet } from "../fleet.js";
import { SimulatedDevice } from "../sim/simulated-device.js";
import { startFakeGateway, type FakeGateway } from "../test-support/fake-gateway.js";
import { EventGenerator, SIM_PLATES } from "./event-generator.js";

const run = (seed: string, sn = "SN-1", count = 400) => {
  const gen = new EventGenerator(sn, seed, "x");
  return Array.from({ length: count }, (_, i) => gen.next([1, 2, 3], 1_800_000_000_000 + i * 1000) as EventFrame);
};

let gateway: FakeGateway | null = null;
afterEach(async () => {
  await gateway?.close();
  gateway = null;
});

describe("simulated events", () => {
  it("§1: the same SN and seed give the same events; another seed gives others", () => {
    expect(run("a")).toEqual(run("a"));
    expect(run("b")).not.toEqual(run("a"));
    expect(run("a", "SN-2")).not.toEqual(run("a"));
  });

  it("§1 §9: every kind of event and target occurs, each a valid gateway frame within the 256 KiB limit", () => {
    const events = run("mix", "SN-1", 1500);
    const types = new Set(events.map((e) => e.eventType));
    for (const group of Object.values(EVENT_TYPES_BY_GROUP)) for (const type of group) expect(types, type).toContain(type);
    expect(new Set(events.map((e) => e.targetType))).toEqual(new Set([null, "person", "motorVehicle", "nonMotorVehicle", "face", "plate"]));
    for (const e of events) {
      expect(deviceFrameSchema.safeParse(e).success).toBe(true);
      expect(JSON.stringify(e).length).toBeLessThan(256 * 1024);
    }
  });

  it("§3: attributes come from the vocabularies; detections carry a JPEG snapshot and crop, health events no image", () => {
    for (const e of run("vocab", "SN-9", 800)) {
      if (e.targetType) {
        for (const [key, value] of Object.entries(e.attributes)) expect(isAttributeValue(e.targetType, key, value), `${e.targetType}.${key}=${value}`).toBe(true);
        expect(Object.keys(e.attributes).sort()).toEqual(TARGET_ATTRIBUTES[e.targetType].map((a) => a.key).sort());
        expect(Buffer.from(e.crop ?? "", "base64").subarray(0, 2).toString("hex")).toBe("ffd8");
      }
      if (e.targetType === "motorVehicle" || e.targetType === "plate") expect(SIM_PLATES).toContain(e.plate);
      if (EVENT_TYPES_BY_GROUP.health.includes(e.eventType as never)) {
        expect([e.snapshot, e.crop, e.chlIndex]).toEqual([null, null, 0]);
      } else {
        expect(Buffer.from(e.snapshot ?? "", "base64").subarray(0, 2).toString("hex")).toBe("ffd8");
        if (e.chlIndex !== 0) expect([1, 2, 3]).toContain(e.chlIndex);
      }
    }
  });

  it("§3: an event a test forces (type, target) happens on one of the device's channels; a forced health event on the device (0)", () => {
    // Found by e2e: a forced person event on a health draw came on channel 0, which a camera whose
    // only channel is 1 does not have, so its clip was refused (33002).
    const gen = new EventGenerator("SN-7", "forced", "x");
    const forced = Array.from({ length: 300 }, (_, i) => gen.next([1], 1_800_000_000_000 + i, { targetType: "person", eventType: "PERIMETER" }) as EventFrame);
    expect(new Set(forced.map((e) => e.chlIndex))).toEqual(new Set([1]));
    const health = Array.from({ length: 50 }, (_, i) => gen.next([1], 1_800_000_000_000 + i, { eventType: "DISK_ERROR", targetType: null }) as EventFrame);
    expect(new Set(health.map((e) => e.chlIndex))).toEqual(new Set([0]));
  });

  it("§3: unknown attributes and values are refused by the vocabulary check", () => {
    expect(isAttributeValue("person", "gender", 3)).toBe(false);
    expect(isAttributeValue("person", "upperColor", 13)).toBe(true);
    expect(isAttributeValue("person", "upperColor", 14)).toBe(false);
    expect(isAttributeValue("motorVehicle", "brand", 0)).toBe(true);
    expect(isAttributeValue("motorVehicle", "brand", 129)).toBe(false);
    expect(isAttributeValue("face", "brand", 1)).toBe(false);
  });

  it("a connected device emits events at its rate, and emitEvent forces one", async () => {
    gateway = await startFakeGateway();
    const [descriptor] = generateFleet({ count: 1, seed: "events" });
    const device = new SimulatedDevice(descriptor!, { serverUrl: gateway.url, events: { perMinute: 600 } });
    const connected = gateway.nextConnection();
    await device.start();
    const conn = await connected;
    const ticked = await conn.next("event", 5_000);
    expect(ticked.chlIndex === 0 || ticked.chlIndex === 1).toBe(true);
    const forced = device.emitEvent({ targetType: "person", eventType: "PERIMETER", attributes: { gender: 2 } });
    expect(forced).toMatchObject({ targetType: "person", eventType: "PERIMETER", attributes: { gender: 2 } });
    await device.stop();
    expect(gateway.invalid).toEqual([]);
    expect(device.emitEvent()).toBeNull();
  });
});
