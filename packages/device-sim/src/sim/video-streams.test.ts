import { afterEach, describe, expect, it, vi } from "vitest";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeGateway } from "../test-support/fake-gateway.js";
import { SimulatedDevice } from "./simulated-device.js";
import type { StreamSourceFactory } from "./video-streams.js";

const [, , NVR] = generateFleet({ count: 3, seed: "commands" });
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 100 fps source of tiny fake access units: a keyframe every 5th frame. */
const fakeSource: StreamSourceFactory = ({ stream }) => ({
  codec: "H.264",
  width: stream === "main" ? 1280 : 640,
  height: stream === "main" ? 720 : 360,
  fps: 100,
  start(onFrame) {
    let n = 0;
    const timer = setInterval(() => {
      onFrame({ data: new Uint8Array([0, 0, 0, 1, n % 5 === 0 ? 0x65 : 0x41, n & 0xff]), keyframe: n % 5 === 0, timestampMs: n * 10 });
      n += 1;
    }, 10);
    return () => clearInterval(timer);
  },
});

let gateway: FakeGateway | null = null;
const devices: SimulatedDevice[] = [];
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.stop()));
  await gateway?.close();
  gateway = null;
});

async function setup() {
  gateway = await startFakeGateway();
  const device = new SimulatedDevice(NVR!, { serverUrl: gateway.url, videoSource: fakeSource });
  devices.push(device);
  await device.start();
  return { device, connection: await gateway.nextConnection() };
}

// docs/device-protocol.md "Live video": the simulator sends video only while a stream runs.
describe("SimulatedDevice: live video", () => {
  it("streamStart answers the stream and binary frames follow it, first a keyframe; streamStop ends them", async () => {
    const { device, connection } = await setup();
    expect(connection.video).toHaveLength(0);
    const answer = await connection.command("streamStart", { chlIndex: 1, stream: "sub" });
    expect(answer).toMatchObject({ code: 200, data: { streamId: 1, codec: "H.264", width: 640, height: 360, fps: 100 } });
    // Frames follow at the source's pace: wait for them rather than a time budget (a busy machine).
    await vi.waitFor(() => expect(connection.video.length).toBeGreaterThan(3));
    expect(connection.video[0]).toMatchObject({ streamId: 1, keyframe: true, timestampMs: 0 });
    const times = connection.video.map((f) => f.timestampMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(device.video).toMatchObject({ active: 1, started: 1 });
    expect((await connection.command("streamStop", { streamId: 1 })).code).toBe(200);
    const count = connection.video.length;
    await later(60);
    expect(connection.video.length).toBe(count);
    expect(device.video.active).toBe(0);
    expect((await connection.command("streamStop", { streamId: 1 })).code).toBe(1000);
    expect(gateway!.invalid).toEqual([]);
  });

  it("refuses a closed channel with 7071, a missing channel and bad params with 1000", async () => {
    const { device, connection } = await setup();
    device.setChannelOnline(2, false);
    expect((await connection.command("streamStart", { chlIndex: 2, stream: "main" })).code).toBe(7071);
    expect((await connection.command("streamStart", { chlIndex: 99, stream: "main" })).code).toBe(1000);
    expect((await connection.command("streamStart", { chlIndex: 1, stream: "third" })).code).toBe(1000);
    expect(device.video.started).toBe(0);
  });

  it("a channel that is closed or loses its camera ends its streams with streamEnd 7071", async () => {
    const { device, connection } = await setup();
    const main = await connection.command("streamStart", { chlIndex: 3, stream: "main" });
    await connection.command("streamStart", { chlIndex: 4, stream: "sub" });
    expect((await connection.command("channelSet", { chlIndex: 3, enabled: false })).code).toBe(200);
    expect(await connection.next("streamEnd")).toEqual({ type: "streamEnd", streamId: (main.data as { streamId: number }).streamId, code: 7071 });
    expect(device.video.active).toBe(1);
    device.setChannelOnline(4, false);
    expect(await connection.next("streamEnd")).toMatchObject({ code: 7071 });
    expect(device.video.active).toBe(0);
  });

  it("a dropped connection ends its streams", async () => {
    const { device, connection } = await setup();
    await connection.command("streamStart", { chlIndex: 1, stream: "main" });
    await connection.command("streamStart", { chlIndex: 1, stream: "sub" });
    expect(device.video.active).toBe(2);
    connection.socket.terminate();
    await connection.closed;
    await vi.waitFor(() => expect(device.video.active).toBe(0));
  });
});
