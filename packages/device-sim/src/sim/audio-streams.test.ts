import { afterEach, describe, expect, it, vi } from "vitest";
import { generateFleet } from "../fleet.js";
import { startFakeGateway, type FakeGateway } from "../test-support/fake-gateway.js";
import { SimulatedDevice } from "./simulated-device.js";

const [, , NVR] = generateFleet({ count: 3, seed: "commands" });

let gateway: FakeGateway | null = null;
const devices: SimulatedDevice[] = [];
afterEach(async () => {
  await Promise.all(devices.splice(0).map((d) => d.stop()));
  await gateway?.close();
  gateway = null;
});

async function setup() {
  gateway = await startFakeGateway();
  // The committed clips and audio loop (no fake source): what a real run sends.
  const device = new SimulatedDevice(NVR!, { serverUrl: gateway.url });
  devices.push(device);
  await device.start();
  return { device, connection: await gateway.nextConnection() };
}

// Issue 31 "Audio": channel 1 of every simulated device has a microphone (AAC-LC 16 kHz mono).
describe("SimulatedDevice: live audio", () => {
  it("channel 1 asked for audio answers the AAC config and sends audio frames (flag bit 1) on the video's clock", async () => {
    const { device, connection } = await setup();
    const answer = await connection.command("streamStart", { chlIndex: 1, stream: "sub", audio: true });
    expect(answer).toMatchObject({ code: 200, data: { audio: { codec: "mp4a.40.2", sampleRate: 16000, channels: 1, config: "1408" } } });
    const streamId = (answer.data as { streamId: number }).streamId;
    await vi.waitFor(() => expect(connection.video.filter((f) => f.audio).length).toBeGreaterThan(20), { timeout: 5000 });
    const audio = connection.video.filter((f) => f.audio);
    expect(audio.every((f) => f.streamId === streamId && !f.keyframe)).toBe(true);
    // 1024 samples at 16 kHz: one unit every 64 ms, from 0.
    expect(audio.slice(0, 3).map((f) => f.timestampMs)).toEqual([0, 64, 128]);
    const lastVideo = connection.video.filter((f) => !f.audio).at(-1)!.timestampMs;
    expect(Math.abs(audio.at(-1)!.timestampMs - lastVideo)).toBeLessThan(200);
    expect(device.video.audioFramesSent).toBe(audio.length);
  });

  it("sends no audio when not asked (older servers), nor on a channel without a microphone", async () => {
    const { connection } = await setup();
    const plain = await connection.command("streamStart", { chlIndex: 1, stream: "sub" });
    const silent = await connection.command("streamStart", { chlIndex: 2, stream: "sub", audio: true });
    expect(plain.data).not.toHaveProperty("audio");
    expect(silent.data).not.toHaveProperty("audio");
    await vi.waitFor(() => expect(connection.video.length).toBeGreaterThan(20));
    expect(connection.video.some((f) => f.audio)).toBe(false);
  });
});
