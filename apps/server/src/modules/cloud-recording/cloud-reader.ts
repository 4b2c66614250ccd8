import type { StreamAudio } from "@vms/api-client";
import { parseAudioSpecificConfig, readAudioSamples, readFragmentSamples, readInitAudioConfig } from "@vms/media";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import type { CloudRecordingReader, RecordedFrame, RecordedSpan } from "./cloud-recording-port.js";
import type { CloudRepository, SegmentRow } from "./cloud-repository.js";
import { RECORD_TIMESCALE } from "./segment-builder.js";

/** Segments closer than this are one continuous span (clock re-anchoring leaves a few ms). */
export const SPAN_JOIN_MS = 1_000;
const START_CODE = Uint8Array.of(0, 0, 0, 1);

/** Merges time-ordered ranges into spans, clipped to [fromMs, toMs). */
export function mergeSpans(ranges: readonly RecordedSpan[], fromMs: number, toMs: number): RecordedSpan[] {
  const spans: RecordedSpan[] = [];
  for (const r of ranges) {
    const last = spans[spans.length - 1];
    if (last && r.startMs <= last.endMs + SPAN_JOIN_MS) last.endMs = Math.max(last.endMs, r.endMs);
    else spans.push({ startMs: r.startMs, endMs: r.endMs });
  }
  return spans.map((s) => ({ startMs: Math.max(s.startMs, fromMs), endMs: Math.min(s.endMs, toMs) })).filter((s) => s.endMs > s.startMs);
}

/** `YYYY-MM-DD` of `ms` in `timeZone`. Throws RangeError on an unknown zone. */
function dayFormatter(timeZone: string): (ms: number) => string {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return (ms) => format.format(ms);
}

/** Days touched by `spans` in `timeZone`, ascending. */
export function daysOf(spans: readonly RecordedSpan[], timeZone = "UTC"): string[] {
  const day = dayFormatter(timeZone);
  const days = new Set<string>();
  for (const span of spans) {
    // Every local day is at least 23 hours long, so hourly steps land in each one.
    for (let t = span.startMs; t < span.endMs; t += 3_600_000) days.add(day(t));
    days.add(day(span.endMs - 1));
  }
  return [...days].sort();
}

function annexB(nals: readonly Uint8Array[]): Uint8Array {
  const size = nals.reduce((sum, n) => sum + 4 + n.length, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const nal of nals) {
    out.set(START_CODE, at);
    out.set(nal, at + 4);
    at += 4 + nal.length;
  }
  return out;
}

/** The sound of a stored segment: the AAC config of its init segment's mp4a track, or null. */
export function segmentSound(bytes: Uint8Array): StreamAudio | null {
  const config = readInitAudioConfig(bytes);
  const aac = config ? parseAudioSpecificConfig(config) : null;
  return aac ? { codec: aac.codec, sampleRate: aac.sampleRate, channels: aac.channels, config: Buffer.from(aac.config).toString("hex") } : null;
}

/**
 * The frames of one stored segment with their wall-clock times (SPS and PPS put back on key frames).
 * With `audio`, its sound's units too (in time order, a frame before a unit of the same ms) and the
 * sound on every key frame.
 */
export function segmentFrames(row: Pick<SegmentRow, "startMs" | "sps" | "pps">, bytes: Uint8Array, audio = false): RecordedFrame[] {
  const sps = Buffer.from(row.sps, "base64");
  const pps = Buffer.from(row.pps, "base64");
  const sound = audio ? segmentSound(bytes) : null;
  const video: RecordedFrame[] = readFragmentSamples(bytes).map((s) => ({
    wallMs: row.startMs + Math.round((s.decodeTime * 1000) / RECORD_TIMESCALE),
    keyframe: s.keyframe,
    accessUnit: annexB(s.keyframe ? [sps, pps, ...s.nals] : s.nals),
    ...(audio && s.keyframe ? { sound } : {}),
  }));
  if (!sound) return video;
  const units: RecordedFrame[] = readAudioSamples(bytes).map((s) => ({
    wallMs: row.startMs + Math.round((s.decodeTime * 1000) / sound.sampleRate),
    keyframe: false,
    accessUnit: s.data,
    audio: true,
  }));
  // Both lists are in time order: merge them.
  const out: RecordedFrame[] = [];
  let a = 0;
  for (const frame of video) {
    while (a < units.length && units[a]!.wallMs < frame.wallMs) out.push(units[a++]!);
    out.push(frame);
  }
  return out.concat(units.slice(a));
}

/** CloudRecordingReader over the segment rows and the object store (contract: cloud-recording-port.ts). */
export function createCloudReader(deps: { repo: CloudRepository; store: ObjectStore }): CloudRecordingReader {
  const { repo, store } = deps;
  return {
    async spans(orgId, sn, chlIndex, fromMs, toMs) {
      if (!(toMs > fromMs)) return [];
      return mergeSpans(await repo.ranges(orgId, sn, chlIndex, fromMs, toMs), fromMs, toMs);
    },

    async existDays(orgId, sn, chlIndex, fromMs, toMs, timeZone = "UTC") {
      if (!(toMs > fromMs)) return [];
      return daysOf(mergeSpans(await repo.ranges(orgId, sn, chlIndex, fromMs, toMs), fromMs, toMs), timeZone);
    },

    async *frames(orgId, sn, chlIndex, fromMs, toMs, opts = {}) {
      if (!(toMs > fromMs)) return;
      const segments = await repo.segments(orgId, sn, chlIndex, fromMs, toMs);
      for (const [i, row] of segments.entries()) {
        if (opts.signal?.aborted) return;
        const object = await store.get(row.objectKey);
        if (!object) continue; // removed by retention meanwhile
        // The first segment starts at the key frame at or before fromMs.
        const startAt = i === 0 ? Math.max(...row.keyframes.map(([wall]) => wall).filter((wall) => wall <= fromMs), row.startMs) : row.startMs;
        // With key frames only, the units are left out below; the key frames still name the sound.
        for (const frame of segmentFrames(row, object, opts.audio === true)) {
          if (frame.wallMs < startAt) continue;
          if (frame.wallMs >= toMs) return;
          if (opts.keyframesOnly && !frame.keyframe) continue;
          if (opts.signal?.aborted) return;
          yield frame;
        }
      }
    },
  };
}
