import { afterEach, describe, expect, it, vi } from "vitest";
import type { AudioUnit } from "../media/camera-stream.js";
import { AacReceiver, type VideoTimeline } from "./aac-receiver.js";
import type { AudioTrack } from "./audio-track.js";
import { RtpClock } from "./rtp-clock.js";

const TRACK: AudioTrack = {
  control: "c",
  payloadType: 97,
  clockRate: 16000,
  format: { codec: "mp4a.40.2", sampleRate: 16000, channels: 1, config: "1408" },
  sizeLength: 13,
  indexLength: 3,
  indexDeltaLength: 3,
  frameSamples: 1024,
};

/** One RTP packet carrying `count` two-byte AAC units. */
function rtp(sequence: number, timestamp: number, count = 1, pt = 97): Buffer {
  const head = Buffer.alloc(12);
  head[0] = 0x80;
  head[1] = 0x80 | pt;
  head.writeUInt16BE(sequence, 2);
  head.writeUInt32BE(timestamp >>> 0, 4);
  const headers = Buffer.alloc(2 + count * 2);
  headers.writeUInt16BE(count * 16, 0);
  for (let i = 0; i < count; i++) headers.writeUInt16BE(2 << 3, 2 + i * 2);
  return Buffer.concat([head, headers, Buffer.alloc(count * 2, sequence)]);
}

/** An RTCP sender report pairing an NTP time (Unix ms) with an RTP time. */
function senderReport(wallMs: number, rtpTime: number): Buffer {
  const sr = Buffer.alloc(28);
  sr[0] = 0x80;
  sr[1] = 200;
  sr.writeUInt16BE(6, 2);
  sr.writeUInt32BE(2_208_988_800 + Math.floor(wallMs / 1000), 8);
  sr.writeUInt32BE(((wallMs % 1000) / 1000) * 2 ** 32, 12);
  sr.writeUInt32BE(rtpTime >>> 0, 16);
  return sr;
}

/** The video's timeline, as H264Receiver keeps it: its clock (90 kHz, first access unit at `first`) and arrival. */
function video(first: number): VideoTimeline & { clock: RtpClock; startArrivalMs: number | undefined } {
  const clock = new RtpClock(90_000);
  clock.extend(first);
  return { clock, startArrivalMs: undefined };
}

afterEach(() => vi.useRealTimers());

describe("AacReceiver", () => {
  it("drops sound before the video's first access unit, then aligns on arrival and follows the audio clock", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const timeline = video(0);
    const units: AudioUnit[] = [];
    const receiver = new AacReceiver(TRACK, timeline, (u) => units.push(u));
    receiver.rtp(rtp(1, 50_000));
    expect(units).toEqual([]);
    timeline.startArrivalMs = 1_000_000 - 100;
    vi.setSystemTime(1_000_020);
    receiver.rtp(rtp(2, 51_024, 2));
    receiver.rtp(rtp(3, 99, 1, 96)); // another payload type: not sound
    vi.setSystemTime(1_000_500); // late arrival: the RTP clock, not the arrival, places it
    receiver.rtp(rtp(3, 53_072));
    expect(units.map((u) => u.ptsMs)).toEqual([120, 184, 248]);
    expect([...units[2]!.data]).toEqual([3, 3]);
  });

  it("places the sound by the sender reports of both tracks once both came", () => {
    const wall = 1_700_000_000_000;
    const timeline = video(900_000);
    timeline.startArrivalMs = Date.now();
    // The video's ptsMs 0 (RTP 900000) was captured at wall + 10 s.
    timeline.clock.senderReport({ wallMs: wall + 11_000, rtpTime: 900_000 + 90_000 });
    const units: AudioUnit[] = [];
    const receiver = new AacReceiver(TRACK, timeline, (u) => units.push(u));
    receiver.rtcp(senderReport(wall + 10_000, 7_000));
    // 16000 ticks after the report: one second later, 1 s after the video's start.
    receiver.rtp(rtp(1, 7_000 + 16_000));
    receiver.rtp(rtp(2, 7_000 + 16_000 + 1024));
    expect(units.map((u) => u.ptsMs)).toEqual([1000, 1064]);
  });

  it("drops units the reports place before the video's start", () => {
    const timeline = video(0);
    timeline.startArrivalMs = Date.now();
    timeline.clock.senderReport({ wallMs: 5_000, rtpTime: 0 });
    const units: AudioUnit[] = [];
    const receiver = new AacReceiver(TRACK, timeline, (u) => units.push(u));
    receiver.rtcp(senderReport(4_000, 0));
    receiver.rtp(rtp(1, 8_000)); // 4.5 s: before the video's 5 s
    receiver.rtp(rtp(2, 16_000 + 1600)); // 5.1 s
    expect(units.map((u) => u.ptsMs)).toEqual([100]);
  });
});
