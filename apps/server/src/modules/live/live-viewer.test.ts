import { readFileSync } from "node:fs";
import { encodeVideoFrame, decodeVideoFrame, type LiveServerFrame } from "@vms/api-client";
import { joinAnnexB, splitAccessUnits } from "@vms/media";
import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { fragmentInfo, mp4Boxes } from "../../test-support/live-client.js";
import { LiveViewer } from "./live-viewer.js";
import { RelayStream, TIMESCALE } from "./relay-stream.js";

// The committed 640×360 clip of the simulator: 25 fps, an IDR every 50 frames.
const CLIP = new URL("../../../../../packages/device-sim/assets/video/ch01-sub.h264", import.meta.url);
const units = splitAccessUnits(readFileSync(CLIP));
const HIGH_WATER = 1000;
/** One 40 ms frame in decode ticks. */
const FRAME = (40 * TIMESCALE) / 1000;

/** A socket that records what it is sent; `bufferedAmount` is set by the test. */
function fakeSocket() {
  const texts: LiveServerFrame[] = [];
  const binaries: Uint8Array[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send(data: Uint8Array | string) {
      if (typeof data === "string") texts.push(JSON.parse(data) as LiveServerFrame);
      else binaries.push(data);
    },
    close() {
      socket.readyState = 3;
    },
  };
  return { socket, texts, binaries, fragments: () => binaries.filter((b) => mp4Boxes(b)[0]?.type === "moof").map(fragmentInfo) };
}

/** A stream fed `count` frames of the clip (from frame `from`), 40 ms apart, as the gateway delivers them. */
function feed(stream: RelayStream, from: number, count: number): void {
  for (let n = from; n < from + count; n++) {
    const unit = units[n % units.length]!;
    const bytes = encodeVideoFrame({ streamId: 1, keyframe: unit.keyframe, timestampMs: 1_000_000 + n * 40, data: joinAnnexB(unit.nals) });
    stream.sink.frame(decodeVideoFrame(bytes)!);
  }
}

function viewerOn(stream: RelayStream) {
  const fake = fakeSocket();
  const viewer = new LiveViewer(fake.socket as unknown as WebSocket, HIGH_WATER, (code) => `error ${code}`);
  stream.viewers.add(viewer);
  viewer.attach(stream);
  viewer.requestMse();
  return { viewer, ...fake };
}

describe("relay stream and viewer", () => {
  it("keeps the current GOP: a late viewer starts on its IDR at decode time 0, with the SPS's MIME type", () => {
    expect(units.filter((u) => u.keyframe).length).toBeGreaterThan(1);
    const stream = new RelayStream({ sn: "SN", chlIndex: 1, stream: "sub" }, "org", () => {});
    feed(stream, 0, 60);
    expect(stream.gop).toHaveLength(10);
    expect(stream.gop[0]?.keyframe).toBe(true);
    const late = viewerOn(stream);
    expect(late.texts).toEqual([{ type: "mse", value: 'video/mp4; codecs="avc1.42C01E"' }]);
    expect(mp4Boxes(late.binaries[0]!).map((b) => b.type)).toEqual(["ftyp", "moov"]);
    const infos = late.fragments();
    expect(infos).toHaveLength(10);
    expect(infos.map((f) => f.decodeTime)).toEqual(infos.map((_, i) => i * FRAME));
    expect(infos[0]).toMatchObject({ sequence: 1, keyframe: true, duration: FRAME });
    feed(stream, 60, 5);
    expect(late.fragments().at(-1)).toMatchObject({ sequence: 15, decodeTime: 14 * FRAME });
  });

  it("a viewer that asked before the first IDR waits for it; frames before any IDR are dropped", () => {
    const stream = new RelayStream({ sn: "SN", chlIndex: 1, stream: "sub" }, "org", () => {});
    const early = viewerOn(stream);
    feed(stream, 45, 5);
    expect(early.binaries).toHaveLength(0);
    feed(stream, 50, 2);
    expect(early.texts).toHaveLength(1);
    expect(early.fragments().map((f) => [f.decodeTime, f.keyframe])).toEqual([[0, true], [FRAME, false]]);
  });

  it("a slow viewer skips frames up to the next IDR, then continues its timeline without a gap; others are unaffected", () => {
    const stream = new RelayStream({ sn: "SN", chlIndex: 1, stream: "sub" }, "org", () => {});
    feed(stream, 0, 1);
    const slow = viewerOn(stream);
    const fast = viewerOn(stream);
    feed(stream, 1, 9);
    slow.socket.bufferedAmount = HIGH_WATER + 1;
    feed(stream, 10, 20);
    expect(slow.viewer.stats.dropped).toBe(20);
    slow.socket.bufferedAmount = 0;
    feed(stream, 30, 30); // the IDR is frame 50
    const infos = slow.fragments();
    expect(infos).toHaveLength(10 + 10);
    expect(infos[10]).toMatchObject({ keyframe: true, decodeTime: 10 * FRAME, sequence: 11 });
    expect(slow.viewer.stats.dropped).toBe(40);
    expect(fast.fragments()).toHaveLength(60);
    expect(fast.viewer.stats.dropped).toBe(0);
  });

  it("the device going away fails every viewer once with the code, then the socket closes", () => {
    let ended = 0;
    const stream = new RelayStream({ sn: "SN", chlIndex: 1, stream: "sub" }, "org", () => void (ended += 1));
    feed(stream, 0, 3);
    const a = viewerOn(stream);
    const b = viewerOn(stream);
    stream.sink.ended(7062);
    stream.sink.ended(7062);
    expect(ended).toBe(1);
    for (const v of [a, b]) {
      expect(v.texts.at(-1)).toEqual({ type: "error", value: "error 7062", code: 7062 });
      expect(v.socket.readyState).toBe(3);
    }
    feed(stream, 3, 2);
    expect(a.fragments()).toHaveLength(3);
  });
});

describe("the device's wall clock (the live latency and the window's time)", () => {
  it("goes out before the first fragment, mapping its media time 0 to the capture time", () => {
    const stream = new RelayStream({ sn: "SN", chlIndex: 1, stream: "sub" }, "org", () => {});
    stream.epochMs = 1_700_000_000_000;
    feed(stream, 0, 1);
    const { texts } = viewerOn(stream);
    expect(texts.filter((t) => t.type === "clock")).toEqual([{ type: "clock", wallMs: 1_700_000_000_000 + 1_000_000, mediaTime: 0 }]);
  });

  it("frames that outran the start answer: the clock follows with the first frame once the device's epoch is known", () => {
    const stream = new RelayStream({ sn: "SN", chlIndex: 1, stream: "sub" }, "org", () => {});
    feed(stream, 0, 2);
    const { texts, fragments } = viewerOn(stream);
    expect(texts.some((t) => t.type === "clock")).toBe(false);
    stream.epochMs = 1_700_000_000_000;
    feed(stream, 2, 2);
    const clocks = texts.filter((t) => t.type === "clock");
    // Frame 2 (timestamp 1 000 080) decodes at 80 ms on this viewer's timeline.
    expect(clocks).toEqual([{ type: "clock", wallMs: 1_700_000_000_000 + 1_000_080, mediaTime: 0.08 }]);
    expect(fragments()).toHaveLength(4);
  });
});
