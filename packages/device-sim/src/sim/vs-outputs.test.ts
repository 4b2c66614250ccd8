import { afterEach, describe, expect, it } from "vitest";
import { DEV_TYPE } from "@vms/api-client";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeGateway } from "../test-support/fake-gateway.js";
import { SimulatedDevice } from "./simulated-device.js";

const fleet = generateFleet({ count: 12, seed: "vs-outputs" });
const STATION = fleet.find((d) => d.devType === DEV_TYPE.VIEWING_STATION)!;
const CAMERA = fleet.find((d) => d.devType === DEV_TYPE.IPC)!;

let gateway: FakeGateway | null = null;
const devices: SimulatedDevice[] = [];
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.stop()));
  await gateway?.close();
  gateway = null;
});

async function connect(descriptor: typeof STATION) {
  gateway = await startFakeGateway();
  const device = new SimulatedDevice(descriptor, { serverUrl: gateway.url, reconnect: { minMs: 20, maxMs: 50 } });
  devices.push(device);
  await device.start();
  return gateway.nextConnection();
}

describe("SimulatedDevice: viewing-station outputs (spec §3 vs_view, §9 two outputs, default 1920x1080)", () => {
  it("§9: a station starts with two 1920x1080 outputs showing an empty 4-split", async () => {
    const connection = await connect(STATION);
    const { code, data } = await connection.command("configGet", { section: "vsOutputs" });
    expect(code).toBe(200);
    expect(data).toEqual({
      outputs: [
        { voId: 1, resolution: "1920x1080", splitNum: 4, windows: [] },
        { voId: 2, resolution: "1920x1080", splitNum: 4, windows: [] },
      ],
    });
  });

  it("§3: it takes a split, channels and a resolution per output, keeps the other output, and reports the resolution at the next hello", async () => {
    const connection = await connect(STATION);
    const output2 = { voId: 2, resolution: "1280x720", splitNum: 9, windows: [{ winIndex: 9, sn: CAMERA.sn, chlIndex: 1 }] };
    expect((await connection.command("configSet", { section: "vsOutputs", value: { outputs: [output2] } })).code).toBe(200);
    const { data } = await connection.command("configGet", { section: "vsOutputs" });
    expect((data as { outputs: unknown[] }).outputs).toEqual([{ voId: 1, resolution: "1920x1080", splitNum: 4, windows: [] }, output2]);
    const bad = { voId: 1, resolution: "1920x1080", splitNum: 1, windows: [{ winIndex: 2, sn: CAMERA.sn, chlIndex: 1 }] };
    expect((await connection.command("configSet", { section: "vsOutputs", value: { outputs: [bad] } })).code).toBe(1000);
    connection.socket.close();
    const again = await gateway!.nextConnection();
    expect(again.hello.outputs).toEqual([{ index: 1, resolution: "1920x1080" }, { index: 2, resolution: "1280x720" }]);
  });

  it("§3: a camera has no outputs section", async () => {
    const connection = await connect(CAMERA);
    expect((await connection.command("configGet", { section: "vsOutputs" })).code).toBe(1000);
  });
});
