import type { LoginResult } from "@vms/api-client";
import { generateFleet, SimulatedDevice } from "@vms/device-sim";
import { LICENCE_TRIAL } from "@vms/licence-pricing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { events } from "../../db/schema/index.js";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

const DAY = 86_400_000;
const TRIAL = LICENCE_TRIAL.DAYS * DAY;
// This file's server gives no free channel, so the camera below is licensed work only.
process.env["VMS_LICENCE_FREE_CHANNELS"] = "0";

// Spec §4 Expiry: "Events are stored 15 more days after expiry, then logging stops." Device-health
// events are not licensed work and are still stored (they raise health alarms).
describeOnEngines("licence expiry stops event logging", (engine) => {
  let skew = 0;
  const server = useServer(engine, { clock: () => Date.now() + skew });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api);
  const spec = generateFleet({ count: 30, seed: "licence-logging" }).find((d) => [1, 9, 10].includes(d.devType) && d.status === 1 && d.channels[0]?.status === 1 && d.channels[0].enabled)!;
  let device: SimulatedDevice;
  let admin: LoginResult;

  /** Emits one event and answers whether the server stored it (ingestion is awaited through idle()). */
  async function emitStored(eventType: "PERIMETER" | "DISK_ERROR"): Promise<boolean> {
    const sent = device.emitEvent(eventType === "PERIMETER" ? { targetType: "person", eventType } : { eventType })!;
    for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
      await server().app.vms.events.idle();
      const rows = await server().app.vms.database.db.select({ id: events.id }).from(events).where(eq(events.deviceEventId, sent.id));
      if (rows.length > 0) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }

  beforeAll(async () => {
    await createTestOrg(server().app.vms.database.db, "Log Co", [{ email: "admin@log.test", role: "orgAdmin" }]);
    admin = (await signIn(api, "log.test", ["admin"])).admin;
    const siteId = await steps.addSite(admin, "Yard");
    device = new SimulatedDevice(spec, { serverUrl: server().baseUrl });
    await device.start();
    await steps.ok("/device/bind", { sn: device.sn, securityCode: device.securityCode, siteId, name: "Yard cam" }, admin);
  });
  afterAll(async () => {
    await device?.stop();
  });

  it("§4 (issue 27): a camera no licence covers logs no events; its health events are stored", async () => {
    expect(await emitStored("PERIMETER")).toBe(false);
    expect(await emitStored("DISK_ERROR")).toBe(true);
  }, 30_000);

  it("§4: events are logged while licensed and 15 days after the licence ends; then only health events are", async () => {
    expect((await api.call("/license-vas-tob-oder/insert-pay-order", { chlNum: 2, trial: true }, admin)).code).toBe(200);
    expect(await emitStored("PERIMETER")).toBe(true);
    skew = TRIAL + 14 * DAY;
    expect(await emitStored("PERIMETER")).toBe(true);
    skew = TRIAL + 16 * DAY;
    expect(await emitStored("PERIMETER")).toBe(false);
    expect(await emitStored("DISK_ERROR")).toBe(true);
  }, 60_000);
});
