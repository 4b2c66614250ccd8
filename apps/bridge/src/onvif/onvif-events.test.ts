import type { EventType } from "@vms/api-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OnvifCamera } from "./onvif-camera.js";
import { OnvifEvents, type BridgeEvent } from "./onvif-events.js";
import { OnvifResponder, SNAPSHOT_JPEG } from "./onvif-responder.test-support.js";

const CREDENTIALS = { username: "admin", password: "events-pass" };
const MOTION = "tns1:RuleEngine/CellMotionDetector/Motion";
const TAMPER = "tns1:RuleEngine/TamperDetector/Tamper";

let responder: OnvifResponder;
let events: OnvifEvents | undefined;

interface Harness {
  emitted: BridgeEvent[];
  marks: { chlIndex: number; wallMs: number; type: EventType }[];
}

async function subscribe(options: { jpeg?: Buffer; keyFrame?: Buffer; renew?: boolean } = {}): Promise<Harness> {
  responder = await OnvifResponder.start({ ...CREDENTIALS, ...(options.jpeg ? { jpeg: options.jpeg } : {}), ...(options.renew === false ? { renew: false } : {}) });
  const address = responder.address;
  const harness: Harness = { emitted: [], marks: [] };
  events = new OnvifEvents({
    chlIndex: 3,
    camera: () => OnvifCamera.connect({ address, ...CREDENTIALS }),
    emit: (event) => harness.emitted.push(event),
    markEvent: (chlIndex, wallMs, type) => harness.marks.push({ chlIndex, wallMs, type }),
    ...(options.keyFrame ? { keyFrameJpeg: async () => options.keyFrame ?? null } : {}),
    retry: { initialMs: 50, maxMs: 400 },
  });
  events.start();
  await responder.waitFor("PullMessages");
  return harness;
}

afterEach(async () => {
  await events?.stop();
  events = undefined;
  await responder.close();
});

describe("OnvifEvents", () => {
  it("turns a motion notification into a MOTION event with the snapshot URI's JPEG, and marks the recording", async () => {
    const harness = await subscribe();
    expect(responder.calls("CreatePullPointSubscription")).toHaveLength(1);
    const before = Date.now();
    responder.pushNotification(MOTION, { IsMotion: "true" });
    await vi.waitFor(() => expect(harness.emitted).toHaveLength(1), { timeout: 10_000 });
    const [event] = harness.emitted;
    expect(event).toEqual({
      chlIndex: 3,
      occurredAt: expect.any(Number) as number,
      eventType: "MOTION",
      targetType: null,
      attributes: {},
      plate: null,
      snapshot: SNAPSHOT_JPEG.toString("base64"),
      crop: null,
    });
    expect(event?.occurredAt).toBeGreaterThanOrEqual(before);
    expect(harness.marks).toEqual([{ chlIndex: 3, wallMs: event?.occurredAt, type: "MOTION" }]);
  });

  it("reports a rising edge once: repeated true, false and the initial state make no event", async () => {
    const harness = await subscribe();
    responder.pushNotification("tns1:VideoSource/MotionAlarm", { State: "true" });
    responder.pushNotification("tns1:VideoSource/MotionAlarm", { State: "true" });
    responder.pushNotification(MOTION, { IsMotion: "false" });
    responder.pushNotification("tns1:Device/Trigger/DigitalInput", { LogicalState: "true" });
    responder.pushNotification(MOTION, { IsMotion: "true" });
    await vi.waitFor(() => expect(harness.emitted).toHaveLength(2), { timeout: 10_000 });
    expect(harness.marks.map((m) => m.type)).toEqual(["MOTION", "MOTION"]);
  });

  it("turns tampering into an event too (MOTION: the protocol has no tampering type)", async () => {
    const harness = await subscribe();
    responder.pushNotification(TAMPER, { IsTamper: "true" });
    await vi.waitFor(() => expect(harness.emitted).toHaveLength(1), { timeout: 10_000 });
    expect(harness.emitted[0]?.eventType).toBe("MOTION");
  });

  it("renews the subscription before it terminates and unsubscribes on stop", async () => {
    await subscribe();
    // The responder grants 60 s: under the margin a PullMessages may hold, so the bridge renews.
    await responder.waitFor("Renew");
    await events?.stop();
    await responder.waitFor("Unsubscribe");
  });

  it("subscribes anew before termination when the camera refuses Renew", async () => {
    const harness = await subscribe({ renew: false });
    await responder.waitFor("Renew");
    await responder.waitFor("CreatePullPointSubscription", 2);
    const order = responder.requests.map((r) => r.action).filter((a) => ["Renew", "Unsubscribe", "CreatePullPointSubscription"].includes(a));
    expect(order.slice(0, 4)).toEqual(["CreatePullPointSubscription", "Renew", "Unsubscribe", "CreatePullPointSubscription"]);
    responder.pushNotification(MOTION, { IsMotion: "true" });
    await vi.waitFor(() => expect(harness.emitted).toHaveLength(1), { timeout: 10_000 });
  });

  it("sends a snapshot too large for the frame as the key frame instead, or without one", async () => {
    const huge = Buffer.concat([SNAPSHOT_JPEG.subarray(0, 2), Buffer.alloc(130_000, 0x20), SNAPSHOT_JPEG.subarray(2)]);
    const keyFrame = SNAPSHOT_JPEG.subarray(0, 600);
    const withFallback = await subscribe({ jpeg: huge, keyFrame });
    responder.pushNotification(MOTION, { IsMotion: "true" });
    await vi.waitFor(() => expect(withFallback.emitted).toHaveLength(1), { timeout: 10_000 });
    expect(withFallback.emitted[0]?.snapshot).toBe(keyFrame.toString("base64"));
    await events?.stop();
    await responder.close();

    const without = await subscribe({ jpeg: huge });
    responder.pushNotification(MOTION, { IsMotion: "true" });
    await vi.waitFor(() => expect(without.emitted).toHaveLength(1), { timeout: 10_000 });
    expect(without.emitted[0]?.snapshot).toBeNull();
  });

  it("subscribes again with back-off when the camera goes away and comes back", async () => {
    const harness = await subscribe();
    const port = responder.port;
    await responder.close();
    responder = await OnvifResponder.start({ ...CREDENTIALS, port });
    await responder.waitFor("CreatePullPointSubscription");
    await responder.waitFor("PullMessages");
    responder.pushNotification(MOTION, { IsMotion: "true" });
    await vi.waitFor(() => expect(harness.emitted).toHaveLength(1), { timeout: 10_000 });
  });
});
