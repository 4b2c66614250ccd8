import type { LoginResult, PushServerFrame } from "@vms/api-client";
import type { SimDevice } from "@vms/device-sim";
import { beforeAll, expect, it, vi } from "vitest";
import { createTestOrg } from "../test-support/accounts.js";
import { testApi } from "../test-support/api.js";
import { helloFor, openRawDevice, testDevices, type RawDeviceClient } from "../test-support/device-client.js";
import { openPushClient, type PushTestClient } from "../test-support/push-client.js";
import { signIn, siteSteps } from "../test-support/sites.js";
import { describeOnEngines, useServer } from "../test-support/test-server.js";
import { DEFAULT_GATEWAY_LIMITS } from "./gateway-service.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Channel 1 goes on and off with every frame: frame i says online when i is even. */
const toggles = (count: number) => Array.from({ length: count }, (_, i) => JSON.stringify({ type: "status", channels: [{ chlIndex: 1, online: i % 2 === 0 }] }));

// Issue 27 "The device gateway": one socket's flood must not stall the server (decision 0021).
describeOnEngines("device gateway: a flooding socket", (engine) => {
  const server = useServer(engine);
  const gateway = () => server().app.vms.gateway;
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const cameras = testDevices(`flood-${engine}`, 12).filter((d) => d.devType === 1);
  let admin: LoginResult;
  let siteId = "";
  let pushes: PushTestClient;

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Flood Co", [{ email: "admin@flood.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "flood.test", ["admin"])).admin;
    siteId = await steps.addSite(admin, "Yard");
    pushes = await openPushClient(server().baseUrl);
    expect(await pushes.auth(admin.token)).toMatchObject({ code: 200 });
  });

  /** A camera whose channel 1 is online, connected over a raw socket and bound to the site. */
  async function boundCamera(descriptor: SimDevice): Promise<RawDeviceClient> {
    const device = await openRawDevice(server().baseUrl);
    const hello = helloFor(descriptor);
    device.send({ ...hello, channels: hello.channels.map((c) => ({ ...c, online: true, enabled: true })) });
    await device.next("welcome");
    await steps.ok("/device/bind", { sn: descriptor.sn, securityCode: descriptor.securityCode, siteId }, admin);
    await gateway().idle();
    return device;
  }

  /** DEVICE_STATUS pushes of `sn` until one shows channel 1 `online` (rejects after 10 s without one). */
  async function statusPushesUntil(sn: string, online: boolean): Promise<Array<Record<string, unknown>>> {
    const seen: Array<Record<string, unknown>> = [];
    for (;;) {
      const frame: PushServerFrame = await pushes.next(10_000);
      if (frame.type !== "push" || frame.message.infoType !== "DEVICE_STATUS") continue;
      const content = JSON.parse(frame.message.infoContent) as { sn: string; channels?: Array<{ chlIndex: number; status: number }> };
      if (content.sn !== sn) continue;
      seen.push(content);
      if (content.channels?.find((c) => c.chlIndex === 1)?.status === (online ? 1 : 0)) return seen;
    }
  }

  it("§4: a bound device's status frames reach the listeners, its rows and the consoles coalesced, the latest state winning", async () => {
    const camera = cameras[0]!;
    const device = await boundCamera(camera);
    while (pushes.pending().length > 0) await pushes.next();
    const emitted: boolean[] = [];
    const off = gateway().on("status", (sn, channels) => {
      if (sn === camera.sn) emitted.push(...channels.filter((c) => c.chlIndex === 1).map((c) => c.online));
    });
    // Within the frame budget (all at once): 400 changes, the last one "offline".
    const frames = toggles(Math.min(400, DEFAULT_GATEWAY_LIMITS.frameBudget!.burst - 1));
    for (const frame of frames) device.send(frame);
    const seen = await statusPushesUntil(camera.sn, false);
    await gateway().idle();
    off();
    // A handful of coalesced events and pushes instead of one each per frame.
    expect(emitted.length).toBeGreaterThanOrEqual(1);
    expect(emitted.length).toBeLessThan(frames.length / 10);
    expect(emitted.at(-1)).toBe(false);
    expect(seen.length).toBeLessThan(frames.length / 10);
    expect((await gateway().lastReport(camera.sn))?.channels[0]?.online).toBe(false);
    const detail = await steps.ok<{ onlineChlCount: number }>("/device/detail", { sn: camera.sn }, admin);
    expect(detail.onlineChlCount).toBe(0);
    expect(gateway().isOnline(camera.sn)).toBe(true);
    device.socket.close();
    await device.closed;
  });

  it("§4: 10,000 status frames from one bound device's socket: it is closed at its frame budget (4008) while /healthz and a signed /vms call answer", async () => {
    const camera = cameras[1]!;
    const device = await boundCamera(camera);
    const frames = toggles(10_000);
    for (const frame of frames) device.send(frame);
    // Asked while the flood is being read.
    const [health, profile] = await Promise.all([fetch(`${server().baseUrl}/healthz`), api.call("/user/profile/get", {}, admin)]);
    expect(health.status).toBe(200);
    expect(profile.code).toBe(200);
    const closed = await Promise.race([device.closed, later(20_000).then(() => null)]);
    expect(closed?.code).toBe(4008);
    await vi.waitFor(() => expect(gateway().isOnline(camera.sn)).toBe(false), { timeout: 10_000, interval: 20 });
    // The device is still the organization's, and the server answers as before.
    expect((await api.call("/device/detail", { sn: camera.sn }, admin)).code).toBe(200);
    expect((await fetch(`${server().baseUrl}/healthz`)).status).toBe(200);
  });
});
