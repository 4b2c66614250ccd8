import { Code, type PlaybackThumbnail, type VideoFrameMessage } from "@vms/api-client";
import { createVideoSource } from "@vms/device-sim";
import { describe, expect, it, vi } from "vitest";
import type { DeviceGateway, DevicePlayback, VideoSink } from "../../gateway/device-gateway.js";
import type { CloudRecordingReader, RecordedFrame } from "../cloud-recording/cloud-recording-port.js";
import type { DeviceFor } from "../devices/device-access.js";
import { createMemoryTicketStore } from "../live/stream-tickets.test-support.js";
import type { Caller } from "../../core/caller.js";
import { createPlaybackService } from "./playback-service.js";
import { cloudKeyFrame, createThumbnailCache, deviceKeyFrame, KEYFRAME_AHEAD_MS, thumbnailOf } from "./playback-thumbnails.js";

/** A real key frame (SPS, PPS, IDR) of a simulator clip. */
async function realKeyFrame(): Promise<{ data: Uint8Array; codec: string }> {
  const source = createVideoSource({ sn: "THUMB", chlIndex: 1, stream: "sub" });
  const data = await new Promise<Uint8Array>((resolve) => {
    const stop = source.start((f) => {
      if (!f.keyframe) return;
      stop();
      resolve(f.data);
    });
  });
  return { data, codec: source.codec };
}

/** A cloud reader over stored segments (each a list of frames), counting its reads: as the real one, segments ending before the asked moment are not read. */
function fakeReader(segments: RecordedFrame[][]) {
  const reads = vi.fn();
  const reader: CloudRecordingReader = {
    spans: async () => [],
    existDays: async () => [],
    async *frames(orgId, _sn, _chl, fromMs, toMs, opts = {}) {
      reads(orgId, fromMs, toMs);
      const frames = segments.filter((seg) => seg.at(-1)!.wallMs >= fromMs).flat();
      const start = Math.max(...frames.filter((f) => f.keyframe && f.wallMs <= fromMs).map((f) => f.wallMs), -Infinity);
      for (const f of frames) {
        if (f.wallMs < start || f.wallMs >= toMs || (opts.keyframesOnly && !f.keyframe)) continue;
        if (opts.signal?.aborted) return;
        yield f;
      }
    },
  };
  return { reader, reads };
}

describe("scrub thumbnails: key frames (issue 31)", () => {
  it("answers the key frame's codec from its SPS and its bytes in base64", async () => {
    const { data, codec } = await realKeyFrame();
    const answer = thumbnailOf({ wallMs: 5, data });
    expect(answer).toEqual({ wallMs: 5, codec, data: Buffer.from(data).toString("base64") });
    expect(() => thumbnailOf({ wallMs: 5, data: Uint8Array.of(0, 0, 0, 1, 0x65, 1, 2) })).toThrow(expect.objectContaining({ code: Code.PLAYBACK_NO_RECORDING }));
  });

  it("cloud: the key frame at or before the moment; none within a GOP after a gap is no recording", async () => {
    const frame = (wallMs: number, keyframe: boolean) => ({ wallMs, keyframe, accessUnit: Uint8Array.of(wallMs / 1_000) });
    const { reader } = fakeReader([[frame(1_000, true), frame(2_000, false), frame(3_000, true)], [frame(50_000, true), frame(51_000, false)]]);
    expect(await cloudKeyFrame(reader, "o1", "SN", 1, 2_500)).toEqual({ wallMs: 1_000, data: Uint8Array.of(1) });
    // In the gap: the next span's first key frame when it is within a GOP, else nothing is recorded there.
    expect(await cloudKeyFrame(reader, "o1", "SN", 1, 50_000 - KEYFRAME_AHEAD_MS + 1)).toEqual({ wallMs: 50_000, data: Uint8Array.of(50) });
    expect(await cloudKeyFrame(reader, "o1", "SN", 1, 20_000)).toBeNull();
  });

  it("device: the first key frame of a short playback, which is then stopped; a silent device times out 7069", async () => {
    const stop = vi.fn();
    const asked: unknown[] = [];
    const gateway = (send: (sink: VideoSink) => void): Pick<DeviceGateway, "startPlayback"> => ({
      async startPlayback(_sn, params, sink) {
        asked.push(params);
        setTimeout(() => send(sink), 1);
        return { stop, control: async () => 0 } as unknown as DevicePlayback;
      },
    });
    const frame = (keyframe: boolean, timestampMs: number): VideoFrameMessage => ({ streamId: 1, keyframe, timestampMs, data: Uint8Array.of(timestampMs) });
    const got = await deviceKeyFrame(gateway((s) => [frame(false, 1), frame(true, 2), frame(true, 3)].forEach((f) => s.frame(f))), "SN", 1, 1_795_000_000_500, 1_000);
    expect(got).toEqual({ wallMs: 2, data: Uint8Array.of(2) });
    expect(asked[0]).toMatchObject({ chlIndex: 1, startTime: 1_795_000_000 - KEYFRAME_AHEAD_MS / 1000, position: 1_795_000_000_500 });
    await vi.waitFor(() => expect(stop).toHaveBeenCalled());
    await expect(deviceKeyFrame(gateway(() => {}), "SN", 1, 0, 20)).rejects.toMatchObject({ code: Code.DEVICE_TIMEOUT });
    await expect(deviceKeyFrame(gateway((s) => s.ended(Code.PLAYBACK_END)), "SN", 1, 0, 1_000)).rejects.toMatchObject({ code: Code.PLAYBACK_NO_RECORDING });
  });

  it("the cache keeps the newest entries, shares a lookup in flight and forgets failures", async () => {
    const cache = createThumbnailCache(2);
    const answer = (n: number): PlaybackThumbnail => ({ wallMs: n, codec: "avc1.42C01F", data: "" });
    const load = vi.fn(async (n: number) => answer(n));
    await Promise.all([cache.get("a", () => load(1)), cache.get("a", () => load(1))]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("b", () => load(2));
    await cache.get("a", () => load(1)); // a is now the newest
    await cache.get("c", () => load(3)); // b goes
    expect(cache.size).toBe(2);
    await cache.get("b", () => load(2));
    expect(load).toHaveBeenCalledTimes(4);
    await expect(cache.get("x", async () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    expect(await cache.get("x", () => load(9))).toEqual(answer(9));
  });

  it("the call reads the cloud once per organization, channel and second, and refuses without a reader (7067)", async () => {
    const { data } = await realKeyFrame();
    const { reader, reads } = fakeReader([[{ wallMs: 1_795_000_000_000, keyframe: true, accessUnit: data }, { wallMs: 1_795_000_005_000, keyframe: false, accessUnit: data }]]);
    const make = (withReader: boolean) =>
      createPlaybackService({
        deviceFor: (async () => ({})) as unknown as DeviceFor,
        gateway: { isOnline: () => true, lastReport: async () => null, startPlayback: async () => Promise.reject(new Error("unused")) },
        tickets: createMemoryTicketStore(() => 0),
        now: () => 0,
        cloudReadable: true,
        reader: withReader ? reader : undefined,
      });
    const caller = (orgId: string) => ({ user: { userId: "u1", orgId } }) as unknown as Caller;
    const playback = make(true);
    const ask = { sn: "SN1", chlIndex: 1, time: 1_795_000_002, source: "cloud" as const };
    const first = await playback.thumbnail(caller("o1"), ask);
    expect(first.wallMs).toBe(1_795_000_000_000);
    await playback.thumbnail(caller("o1"), ask);
    expect(reads).toHaveBeenCalledTimes(1);
    await playback.thumbnail(caller("o2"), ask);
    expect(reads.mock.calls.map((c) => c[0])).toEqual(["o1", "o2"]);
    await expect(make(false).thumbnail(caller("o1"), ask)).rejects.toMatchObject({ code: Code.CLOUD_NOT_OPENED });
  });
});
