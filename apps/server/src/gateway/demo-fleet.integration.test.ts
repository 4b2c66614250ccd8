import { DEVICE_STATUS } from "@vms/api-client";
import { generateFleet } from "@vms/device-sim";
import { afterAll, expect, it } from "vitest";
import { describeOnEngines, useServer } from "../test-support/test-server.js";
import { loopbackUrl, startDemoFleet, type DemoFleet } from "./demo-fleet.js";

it("connects the demo fleet over loopback when bound to a wildcard address", () => {
  expect(loopbackUrl("0.0.0.0", 8080)).toBe("http://127.0.0.1:8080");
  expect(loopbackUrl("::", 1)).toBe("http://127.0.0.1:1");
  expect(loopbackUrl("10.0.0.5", 2)).toBe("http://10.0.0.5:2");
  expect(loopbackUrl("::1", 3)).toBe("http://[::1]:3");
});

describeOnEngines("demo fleet", (engine) => {
  const server = useServer(engine);
  let fleet: DemoFleet | null = null;
  afterAll(async () => {
    await fleet?.stop();
  });

  it("§3: runs the seeded fleet in process; devices described as offline registered once, then went away", async () => {
    fleet = await startDemoFleet({ serverUrl: server().baseUrl, count: 12, seed: `demo-${engine}` });
    expect(fleet.devices.map((d) => d.sn)).toEqual(generateFleet({ count: 12, seed: `demo-${engine}` }).map((d) => d.sn));
    const gateway = server().app.vms.gateway;
    await gateway.idle();
    for (const device of fleet.devices) {
      expect(gateway.isOnline(device.sn), device.sn).toBe(device.status === DEVICE_STATUS.ONLINE);
      expect(await gateway.lastReport(device.sn)).toMatchObject({ sn: device.sn, devType: device.devType });
      expect(await gateway.verifySecurityCode(device.sn, device.securityCode)).toBe("ok");
    }
  });
});
