import { readFileSync } from "node:fs";
import { decodeVideoFrame, encodeVideoFrame, type VideoFrameMessage } from "@vms/api-client";
import { joinAnnexB, parseAdts, splitAccessUnits } from "@vms/media";
import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { DeviceStream } from "../../gateway/device-gateway.js";
import { fragmentInfo, mp4Box, mp4Boxes } from "../../test-support/live-client.js";
import { LiveViewer } from "./live-viewer.js";
import { RelayStream } from "./relay-stream.js";

// The simulator's committed clip and its microphone's loop (AAC-LC 16 kHz mono, 64 ms units).
const ASSETS = new URL("../../../../../packages/device-sim/assets/", import.meta.url);
const units = splitAccessUnits(readFileSync(new URL("video/ch01-sub.h264", ASSETS)));
const aac = parseAdts(readFileSync(new URL("audio/tone.aac", ASSETS)));
const AUDIO = { codec: "mp4a.40.2", sampleRate: 16000, channels: 1, config: "1408" };

function fakeSocket() {
  const binaries: Uint8Array[] = [];
  const texts: string[] = [];
  const socket = { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (d: Uint8Array | string) => void (typeof d === "string" ? texts.push(d) : binaries.push(d)), close() {} };
  return { socket, binaries, texts };
}

const trackOf = (fragment: Uint8Array) => {
  const tfhd = mp4Box(fragment, ["moof", "traf", "tfhd"]);
  return new DataView(tfhd.buffer, tfhd.byteOffset).getUint32(4);
};

/** Video frames n ∈ [from, to) at 40 ms and the audio units that fall before each next frame, as a device sends them. */
function feed(stream: RelayStream, from: number, to: number, jitterMs = 0): void {
  const message = (bytes: Uint8Array): VideoFrameMessage => decodeVideoFrame(bytes)!;
  for (let n = from; n < to; n++) {
    const u = units[n % units.length]!;
    stream.sink.frame(message(encodeVideoFrame({ streamId: 1, keyframe: u.keyframe, timestampMs: 5000 + n * 40, data: joinAnnexB(u.nals) })));
    for (let k = Math.ceil((n * 40) / 64); k * 64 < (n + 1) * 40; k++) {
      // Device timestamps are whole ms (and may jitter a little): the viewer keeps the track gapless anyway.
      const ts = 5000 + k * 64 + (k % 2 === 0 ? jitterMs : -jitterMs);
      stream.sink.frame(message(encodeVideoFrame({ streamId: 1, keyframe: false, audio: true, timestampMs: ts, data: aac.frames[k % aac.frames.length]! })));
    }
  }
}

async function startedStream(): Promise<RelayStream> {
  const stream = new RelayStream({ sn: "SN", chlIndex: 1, stream: "sub" }, "org", () => {});
  const device: DeviceStream = { streamId: 1, codec: "avc1.42C01E", width: 640, height: 360, fps: 25, audio: AUDIO, stop() {} };
  await stream.start(() => Promise.resolve(device));
  return stream;
}

describe("issue 31: the relay's sound", () => {
  it("a stream with sound has the two-codec MIME type and an init with track 2; a late viewer gets the GOP's sound, gapless from its video's start", async () => {
    const stream = await startedStream();
    feed(stream, 0, 60, 3);
    const fake = fakeSocket();
    const viewer = new LiveViewer(fake.socket as unknown as WebSocket, 1 << 20, (code) => `error ${code}`);
    stream.viewers.add(viewer);
    viewer.attach(stream);
    viewer.requestMse();
    feed(stream, 60, 80, 3);
    expect(JSON.parse(fake.texts[0]!)).toEqual({ type: "mse", value: 'video/mp4; codecs="avc1.42C01E,mp4a.40.2"' });
    expect(mp4Boxes(fake.binaries[0]!).map((b) => b.type)).toEqual(["ftyp", "moov"]);
    const fragments = fake.binaries.slice(1);
    const video = fragments.filter((f) => trackOf(f) === 1).map(fragmentInfo);
    const sound = fragments.filter((f) => trackOf(f) === 2).map(fragmentInfo);
    // The GOP starts at frame 50 (2 s): its video from decode time 0, its sound from there on.
    expect(video[0]).toMatchObject({ decodeTime: 0, keyframe: true });
    expect(sound[0]!.decodeTime).toBeLessThan(1024 * 2);
    expect(sound.length).toBeGreaterThanOrEqual(18);
    for (let i = 1; i < sound.length; i++) expect(sound[i]!.decodeTime - sound[i - 1]!.decodeTime).toBe(1024);
  });

  it("a stream without sound sends no audio even if units arrive (the device did not announce them)", () => {
    const stream = new RelayStream({ sn: "SN", chlIndex: 1, stream: "sub" }, "org", () => {});
    const fake = fakeSocket();
    const viewer = new LiveViewer(fake.socket as unknown as WebSocket, 1 << 20, (code) => `error ${code}`);
    stream.viewers.add(viewer);
    viewer.attach(stream);
    viewer.requestMse();
    feed(stream, 50, 60);
    expect(JSON.parse(fake.texts[0]!).value).toBe('video/mp4; codecs="avc1.42C01E"');
    expect(fake.binaries.slice(1).every((f) => trackOf(f) === 1)).toBe(true);
  });
  it("the sound goes only to a browser whose codec offer takes mp4a.40.2: without it, the video-only MIME, init and fragments", async () => {
    const stream = await startedStream();
    feed(stream, 0, 60);
    const viewerOf = (offer: string) => {
      const fake = fakeSocket();
      const viewer = new LiveViewer(fake.socket as unknown as WebSocket, 1 << 20, (code) => `error ${code}`);
      stream.viewers.add(viewer);
      viewer.attach(stream);
      viewer.requestMse(offer);
      return fake;
    };
    const [takes, refuses] = [viewerOf("avc1.42C01E,mp4a.40.2"), viewerOf("avc1.42C01E,avc1.640029")];
    feed(stream, 60, 80);
    expect(JSON.parse(takes.texts[0]!).value).toBe('video/mp4; codecs="avc1.42C01E,mp4a.40.2"');
    expect(JSON.parse(refuses.texts[0]!).value).toBe('video/mp4; codecs="avc1.42C01E"');
    // The init segment: track 2 (a second trak) only where the sound goes.
    const traks = (init: Uint8Array) => mp4Boxes(mp4Box(init, ["moov"])).filter((b) => b.type === "trak").length;
    expect([traks(takes.binaries[0]!), traks(refuses.binaries[0]!)]).toEqual([2, 1]);
    expect(takes.binaries.slice(1).filter((f) => trackOf(f) === 2).length).toBeGreaterThanOrEqual(18);
    const refused = refuses.binaries.slice(1);
    expect(refused.length).toBe(takes.binaries.slice(1).filter((f) => trackOf(f) === 1).length);
    expect(refused.every((f) => trackOf(f) === 1)).toBe(true);
  });
});
