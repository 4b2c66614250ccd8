import { Code, encodeVideoFrame, type ServerFrame, type VideoFrameMessage } from "@vms/api-client";
import { afterAll, describe, expect, it } from "vitest";
import { helloFor, openRawDevice, testDevices, type RawDeviceClient } from "../test-support/device-client.js";
import { useServer } from "../test-support/test-server.js";
import type { VideoSink } from "./device-connection.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const au = (n: number) => new Uint8Array([0, 0, 0, 1, n === 0 ? 0x65 : 0x41, n & 0xff, 0x80]);

/** A sink that records what the gateway delivers. */
function recordingSink() {
  const frames: VideoFrameMessage[] = [];
  const ended: number[] = [];
  const sink: VideoSink = { frame: (f) => void frames.push({ ...f, data: new Uint8Array(f.data) }), ended: (code) => void ended.push(code) };
  return { sink, frames, ended };
}

// docs/device-protocol.md "Live video": streamStart/streamStop and the binary frames, server side.
describe("device gateway: live video frames [PGlite]", () => {
  const server = useServer("pglite", { gatewayLimits: { commandTimeoutMs: 2_000 } });
  const gateway = () => server().app.vms.gateway;
  const raw: RawDeviceClient[] = [];
  afterAll(() => {
    for (const client of raw) client.socket.terminate();
  });

  async function device(seed: string): Promise<{ sn: string; client: RawDeviceClient }> {
    const [descriptor] = testDevices(seed, 1);
    const client = await openRawDevice(server().baseUrl);
    raw.push(client);
    client.send(helloFor(descriptor!));
    await client.next("welcome");
    return { sn: descriptor!.sn, client };
  }

  /** Answers the next streamStart with `streamId` and, in the same tick, sends its first frames. */
  async function answerStart(client: RawDeviceClient, streamId: number, frames = 3): Promise<Extract<ServerFrame, { type: "cmd" }>> {
    const cmd = await client.next("cmd");
    expect(cmd).toMatchObject({ name: "streamStart", params: { chlIndex: 1, stream: "sub" } });
    client.send({ type: "result", id: cmd.id, code: 200, data: { streamId, codec: "H.264", width: 640, height: 360, fps: 25 } });
    for (let n = 0; n < frames; n++) client.socket.send(encodeVideoFrame({ streamId, keyframe: n === 0, timestampMs: n * 40, data: au(n) }));
    return cmd;
  }

  it("delivers a started stream's frames from the first one on, in order; streamStop follows stop()", async () => {
    const { sn, client } = await device("video-start");
    const { sink, frames, ended } = recordingSink();
    const started = gateway().startStream(sn, { chlIndex: 1, stream: "sub" }, sink);
    await answerStart(client, 7);
    expect(await started).toMatchObject({ streamId: 7, codec: "H.264", width: 640, height: 360, fps: 25 });
    await later(50);
    expect(frames.map((f) => [f.streamId, f.keyframe, f.timestampMs])).toEqual([[7, true, 0], [7, false, 40], [7, false, 80]]);
    expect([...frames[0]!.data]).toEqual([...au(0)]);
    (await started).stop();
    const stop = await client.next("cmd");
    expect(stop).toMatchObject({ name: "streamStop", params: { streamId: 7 } });
    client.send({ type: "result", id: stop.id, code: 200, data: {} });
    // Frames still in flight after the stop are counted and ignored, and do not close the socket.
    const stray = gateway().stats().strayVideoFrames;
    client.socket.send(encodeVideoFrame({ streamId: 7, keyframe: false, timestampMs: 120, data: au(3) }));
    client.socket.send(encodeVideoFrame({ streamId: 99, keyframe: false, timestampMs: 0, data: au(1) }));
    await later(50);
    expect(frames).toHaveLength(3);
    expect(gateway().stats().strayVideoFrames).toBe(stray + 2);
    expect(ended).toEqual([]);
    expect(gateway().isOnline(sn)).toBe(true);
  });

  it("a refusal rejects with the device's code; an offline device with 7062", async () => {
    const { sn, client } = await device("video-refuse");
    const started = gateway().startStream(sn, { chlIndex: 1, stream: "sub" }, recordingSink().sink);
    const cmd = await client.next("cmd");
    client.send({ type: "result", id: cmd.id, code: Code.CHANNEL_UNAVAILABLE, data: { reason: "channel closed or offline" } });
    await expect(started).rejects.toMatchObject({ code: Code.CHANNEL_UNAVAILABLE });
    await expect(gateway().startStream("NO-SUCH-SN", { chlIndex: 1, stream: "main" }, recordingSink().sink)).rejects.toMatchObject({ code: Code.DEVICE_OFFLINE });
  });

  it("a device that drops ends its streams with 7062", async () => {
    const { sn, client } = await device("video-drop");
    const { sink, ended } = recordingSink();
    const started = gateway().startStream(sn, { chlIndex: 1, stream: "sub" }, sink);
    await answerStart(client, 1, 1);
    await started;
    client.socket.terminate();
    await client.closed;
    for (let i = 0; i < 50 && ended.length === 0; i++) await later(10);
    expect(ended).toEqual([Code.DEVICE_OFFLINE]);
  });

  it("binary frames before the welcome or not in the video format are invalid frames; over 256 KiB closes with 1009", async () => {
    const before = gateway().stats().badFrames;
    const early = await openRawDevice(server().baseUrl);
    raw.push(early);
    early.socket.send(encodeVideoFrame({ streamId: 1, keyframe: true, timestampMs: 0, data: au(0) }));
    const { client } = await device("video-garbage");
    client.socket.send(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]));
    await later(50);
    expect(gateway().stats().badFrames).toBe(before + 2);
    client.socket.send(encodeVideoFrame({ streamId: 1, keyframe: true, timestampMs: 0, data: new Uint8Array(256 * 1024) }));
    expect((await client.closed).code).toBe(1009);
  });
});
