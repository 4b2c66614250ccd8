import { decodeVideoFrame, recSearchLogResultSchema, recExportResultSchema, RECORDING_TYPES } from "@vms/api-client";
import { splitAccessUnits } from "@vms/media/h264";
import { describe, expect, it } from "vitest";
import { generateFleet } from "../fleet.js";
import { DeviceState } from "./device-state.js";
import { EVENT_POST_RECORD_S, EVENT_PRE_RECORD_S, recordEventWindow } from "./event-recordings.js";
import { RECORDING_HISTORY_DAYS, RecordingExports, recordingSegments } from "./recordings.js";

const fleet = generateFleet({ count: 12, seed: "recordings" });
const NVR = fleet.find((d) => d.storage.kind === "disks" && d.channels.length > 0)!;
const NO_STORAGE = { ...NVR, storage: { kind: "none" as const } };
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const NOW_SEC = NOW / 1000;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exports(device = NVR) {
  const sent: Uint8Array[] = [];
  const rec = new RecordingExports({ sn: device.sn, state: new DeviceState(device), sendBinary: (b) => (sent.push(b), true), buffered: () => 0, journal: () => {}, now: () => NOW });
  return { rec, sent };
}

// Spec §7 searchRECDate/searchRECLog; docs/device-protocol.md "Recordings on the device".
describe("simulated recordings", () => {
  it("the history is deterministic, in time order, typed with §7's event types, and limited to the last days", () => {
    const a = recordingSegments(NVR.sn, 1, NOW_SEC - 30 * 86_400, NOW_SEC + 3600, NOW_SEC);
    expect(a).toEqual(recordingSegments(NVR.sn, 1, NOW_SEC - 30 * 86_400, NOW_SEC + 3600, NOW_SEC));
    expect(a.length).toBeGreaterThan(100);
    expect(a[0]!.startTime).toBeGreaterThanOrEqual(NOW_SEC - RECORDING_HISTORY_DAYS * 86_400);
    expect(a.at(-1)!.endTime).toBeLessThanOrEqual(NOW_SEC);
    for (let i = 1; i < a.length; i++) expect(a[i]!.startTime).toBeGreaterThanOrEqual(a[i - 1]!.endTime);
    expect(new Set(a.map((s) => s.type)).size).toBeGreaterThan(5);
    for (const s of a) expect(RECORDING_TYPES).toContain(s.type);
    expect(recordingSegments(NVR.sn, 2, NOW_SEC - 86_400, NOW_SEC, NOW_SEC)).not.toEqual(recordingSegments(NVR.sn, 1, NOW_SEC - 86_400, NOW_SEC, NOW_SEC));
  });

  it("recSearchDate lists the days with recordings; recSearchLog clips segments to the range; bad ranges answer 1000", () => {
    const { rec } = exports();
    const date = rec.searchDate({ chlIndex: 1, startTime: NOW_SEC - 10 * 86_400, endTime: NOW_SEC });
    expect(date.code).toBe(200);
    expect((date.data as { days: string[] }).days).toHaveLength(RECORDING_HISTORY_DAYS + 1);
    const log = rec.searchLog({ chlIndex: 1, startTime: NOW_SEC - 3600, endTime: NOW_SEC - 1800 });
    const { segments } = recSearchLogResultSchema.parse(log.data);
    expect(segments.length).toBeGreaterThan(0);
    expect(segments[0]!.startTime).toBeGreaterThanOrEqual(NOW_SEC - 3600);
    expect(segments.at(-1)!.endTime).toBeLessThanOrEqual(NOW_SEC - 1800);
    expect(rec.searchLog({ chlIndex: 1, startTime: NOW_SEC, endTime: NOW_SEC - 1 }).code).toBe(1000);
    expect(rec.searchLog({ chlIndex: 1, startTime: NOW_SEC - 32 * 86_400, endTime: NOW_SEC }).code).toBe(1000);
    expect(rec.searchLog({ chlIndex: 999, startTime: NOW_SEC - 60, endTime: NOW_SEC }).code).toBe(1000);
  });

  it("§2 event video: an event in a gap of the schedule is recorded from 10 s before to 30 s after it, and only the gap is filled", () => {
    const day = recordingSegments(NVR.sn, 1, NOW_SEC - 86_400, NOW_SEC, NOW_SEC);
    const gapIndex = day.findIndex((s, i) => i > 0 && s.startTime - day[i - 1]!.endTime >= 30);
    expect(gapIndex).toBeGreaterThan(0);
    const gapStart = day[gapIndex - 1]!.endTime;
    const state = new DeviceState(NVR);
    const windows = state.channels.get(1)!.eventRecordings;
    recordEventWindow(windows, (gapStart + 5) * 1000, "PERIMETER");
    const around = recordingSegments(NVR.sn, 1, gapStart - 60, gapStart + 120, NOW_SEC, windows);
    const filled = around.filter((s) => s.type === "PERIMETER" && s.startTime >= gapStart);
    expect(filled[0]).toMatchObject({ startTime: gapStart });
    // Continuous from the event's pre-record to its post-record: nothing of the window is missing.
    const covered = (t: number) => around.some((s) => s.startTime <= t && t < s.endTime);
    for (let t = gapStart + 5 - EVENT_PRE_RECORD_S; t < gapStart + 5 + EVENT_POST_RECORD_S; t++) expect(covered(t)).toBe(true);
    for (let i = 1; i < around.length; i++) expect(around[i]!.startTime).toBeGreaterThanOrEqual(around[i - 1]!.endTime);
    // Outside the window the schedule's log is unchanged; an unknown event type records as OTHER.
    expect(recordingSegments(NVR.sn, 1, NOW_SEC - 86_400, gapStart - 60, NOW_SEC, windows)).toEqual(recordingSegments(NVR.sn, 1, NOW_SEC - 86_400, gapStart - 60, NOW_SEC));
    recordEventWindow(windows, NOW - 1000, "VIDEO_LOSS");
    expect(windows.at(-1)!.type).toBe("OTHER");
  });

  it("a device without storage has no recordings", () => {
    const { rec } = exports(NO_STORAGE);
    expect(rec.searchLog({ chlIndex: 1, startTime: NOW_SEC - 3600, endTime: NOW_SEC }).data).toEqual({ segments: [] });
    expect(rec.export({ chlIndex: 1, startTime: NOW_SEC - 60, endTime: NOW_SEC - 30 }).code).toBe(7066);
  });

  it("recExport of 30 recorded seconds sends 750 H.264 frames at 25 fps, the first an IDR, then ends", async () => {
    const { rec, sent } = exports();
    const seg = recordingSegments(NVR.sn, 1, NOW_SEC - 86_400, NOW_SEC, NOW_SEC).find((s) => s.endTime - s.startTime >= 60)!;
    const answer = rec.export({ chlIndex: 1, startTime: seg.startTime + 7, endTime: seg.startTime + 37 });
    expect(answer.code).toBe(200);
    const result = recExportResultSchema.parse(answer.data);
    expect(result).toMatchObject({ frames: 750, fps: 25, width: 1280, height: 720 });
    expect(result.streamId).toBeGreaterThan(0x4000_0000);
    for (let i = 0; i < 100 && sent.length < 750; i++) await later(5);
    expect(sent).toHaveLength(750);
    const frames = sent.map((b) => decodeVideoFrame(b)!);
    expect(frames[0]).toMatchObject({ streamId: result.streamId, keyframe: true, timestampMs: 0 });
    expect(frames.at(-1)!.timestampMs).toBe(749 * 40);
    expect(splitAccessUnits(frames[0]!.data)[0]!.keyframe).toBe(true);
    expect(rec.stop({ streamId: result.streamId })).toBeNull();
  });

  it("issue 31: recExport asked for audio on channel 1 adds its AAC units (flag bit 1) alongside the 750 frames, on the video's clock", async () => {
    const { rec, sent } = exports();
    const seg = recordingSegments(NVR.sn, 1, NOW_SEC - 86_400, NOW_SEC, NOW_SEC).find((s) => s.endTime - s.startTime >= 60)!;
    const result = recExportResultSchema.parse(rec.export({ chlIndex: 1, startTime: seg.startTime + 7, endTime: seg.startTime + 37, audio: true }).data);
    expect(result).toMatchObject({ frames: 750, audio: { codec: "mp4a.40.2", sampleRate: 16000, channels: 1, config: "1408" } });
    for (let i = 0; i < 200 && sent.filter((b) => !decodeVideoFrame(b)!.audio).length < 750; i++) await later(5);
    const frames = sent.map((b) => decodeVideoFrame(b)!);
    const audio = frames.filter((f) => f.audio);
    expect(frames.length - audio.length).toBe(750);
    // 30 s of 64 ms units, in time order with the video.
    expect(audio.length).toBeGreaterThanOrEqual(468);
    expect(audio.length).toBeLessThanOrEqual(470);
    expect(audio[1]!.timestampMs - audio[0]!.timestampMs).toBe(64);
    // Without the ask, or on a channel without a microphone, no sound.
    expect(recExportResultSchema.parse(rec.export({ chlIndex: 2, startTime: seg.startTime + 7, endTime: seg.startTime + 37, audio: true }).data).audio).toBeUndefined();
  });

  it("streamStop ends an export early; over 60 minutes or an unrecorded range is refused", async () => {
    const { rec, sent } = exports();
    const { streamId } = recExportResultSchema.parse(rec.export({ chlIndex: 1, startTime: NOW_SEC - 3600, endTime: NOW_SEC }).data);
    expect(rec.stop({ streamId })).toEqual({ code: 200, data: {} });
    await later(20);
    expect(sent).toHaveLength(0);
    expect(rec.export({ chlIndex: 1, startTime: NOW_SEC - 3601, endTime: NOW_SEC }).code).toBe(1000);
    expect(rec.export({ chlIndex: 1, startTime: NOW_SEC + 60, endTime: NOW_SEC + 90 }).code).toBe(7066);
  });
});
