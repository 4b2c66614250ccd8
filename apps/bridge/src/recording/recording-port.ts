import {
  Code,
  SUCCESS_CODE,
  playbackControlParamsSchema,
  playbackStartParamsSchema,
  recExportParamsSchema,
  recSearchParamsSchema,
  streamStopParamsSchema,
  type DeviceFrame,
} from "@vms/api-client";
import { AudioCursor, recordedSound } from "./audio-cursor.js";
import { exportFrameRate, exportPlan } from "./export-plan.js";
import { FrameCursor } from "./frame-cursor.js";
import { runExport } from "./recording-export.js";
import { Playback } from "./recording-playback.js";
import type { RecordingStore } from "./recording-store.js";
import { recordedFormat } from "./stream-info.js";

/** What the recording commands need of the device connection they answer on. */
export interface RecordingHost {
  /** JSON frames: the `result` of each command and a playback's `streamEnd`. */
  send(frame: DeviceFrame): void;
  sendBinary(bytes: Uint8Array): boolean;
  /** The socket's bufferedAmount. */
  buffered(): number;
}

/** A command from the server. */
export interface RecordingCommand {
  id: string;
  name: string;
  params: unknown;
}

/** The recording side of the device connection: searches, exports and playback of the bridge's recordings. */
export interface RecordingPort {
  handles(name: string): boolean;
  /** True for the id of an export or playback this port runs (`streamStop` goes here then). */
  ownsStream(streamId: number): boolean;
  run(cmd: RecordingCommand, host: RecordingHost): void;
  usage(): { diskUsedBytes: number; oldestRecording: number | null };
  /** The connection is gone: every export and playback ends with it. */
  dispose(): void;
}

export interface RecordingPortOptions {
  /** True for a channel the bridge has (a camera of its config); others answer 1000. */
  hasChannel(chlIndex: number): boolean;
  /** A monotonic clock in ms for playback pacing (default performance.now). */
  now?: () => number;
}

type Answer = { code: number; data: Record<string, unknown> };

const COMMANDS = new Set(["recSearchDate", "recSearchLog", "recExport", "playbackStart", "playbackControl"]);
// Ids apart from the live streams' (1, 2, …) on the same connection.
const FIRST_EXPORT_ID = 0x4000_0001;
const FIRST_PLAYBACK_ID = 0x2000_0001;
const MAX_SEGMENTS = 20_000;
const bad = (reason: string): Answer => ({ code: Code.MALFORMED, data: { reason } });

/** Answers `recSearchDate`, `recSearchLog`, `recExport`, `playbackStart`, `playbackControl` and `streamStop` of its own streams (docs/device-protocol.md). */
export function createRecordingPort(store: RecordingStore, options: RecordingPortOptions): RecordingPort {
  const exports = new Map<number, () => void>();
  const playbacks = new Map<number, Playback>();
  let nextExport = FIRST_EXPORT_ID;
  let nextPlayback = FIRST_PLAYBACK_ID;
  const now = options.now ?? (() => performance.now());

  function search(name: string, params: unknown): Answer {
    const parsed = recSearchParamsSchema.safeParse(params);
    if (!parsed.success) return bad("chlIndex, startTime < endTime, at most 31 days");
    const { chlIndex, startTime, endTime } = parsed.data;
    if (!options.hasChannel(chlIndex)) return bad("channel not found");
    if (name === "recSearchDate") return { code: SUCCESS_CODE, data: { days: store.days(chlIndex, startTime, endTime) } };
    // The result's schema holds at most 20,000 segments: a month of many events keeps its first ones.
    return { code: SUCCESS_CODE, data: { segments: store.segments(chlIndex, startTime, endTime).slice(0, MAX_SEGMENTS) } };
  }

  function startExport(params: unknown, host: RecordingHost): Answer {
    const parsed = recExportParamsSchema.safeParse(params);
    if (!parsed.success) return bad("chlIndex, startTime < endTime, at most 60 minutes");
    const { chlIndex, startTime, endTime, audio: wantsAudio } = parsed.data;
    if (!options.hasChannel(chlIndex)) return bad("channel not found");
    const plan = exportPlan(store, chlIndex, startTime * 1000, endTime * 1000);
    const format = plan[0] ? recordedFormat(store, chlIndex, plan[0].keyWallMs) : null;
    if (!format) return { code: Code.PLAYBACK_END, data: { reason: "no recording in the range" } };
    // Issue 31: the sound recorded with the export's first stretch, when asked (the file has one audio format).
    const sound = wantsAudio === true ? recordedSound(store, chlIndex, plan[0]!.keyWallMs) : null;
    const streamId = nextExport++;
    exports.set(streamId, runExport(store, chlIndex, streamId, plan, host, () => exports.delete(streamId), sound !== null));
    const data: Record<string, unknown> = { streamId, ...format, fps: exportFrameRate(plan) ?? format.fps, frames: plan.reduce((sum, s) => sum + s.count, 0) };
    if (sound) data.audio = sound;
    return { code: SUCCESS_CODE, data };
  }

  function startPlayback(params: unknown, host: RecordingHost): Answer {
    const parsed = playbackStartParamsSchema.safeParse(params);
    if (!parsed.success) return bad("chlIndex, startTime < endTime (at most 31 days), speed 1/8..16");
    const { chlIndex, startTime, endTime, speed, audio: wantsAudio } = parsed.data;
    if (!options.hasChannel(chlIndex)) return bad("channel not found");
    const id = nextPlayback;
    const sink = { sendBinary: (b: Uint8Array) => host.sendBinary(b), buffered: () => host.buffered(), now };
    // Issue 31: the recorded sound comes along when asked and the recording at the start has it.
    const startAt = parsed.data.position ?? startTime * 1000;
    const sound = wantsAudio === true ? recordedSound(store, chlIndex, startAt) : null;
    const onEnd = (code: number): void => {
      playbacks.delete(id);
      if (code !== Code.DEVICE_OFFLINE) host.send({ type: "streamEnd", streamId: id, code });
    };
    const playback = new Playback(id, new FrameCursor(store, chlIndex), endTime * 1000, speed, sink, onEnd, sound ? new AudioCursor(store, chlIndex) : null);
    const first = playback.seek(startAt);
    const format = first === null ? null : recordedFormat(store, chlIndex, first);
    if (first === null || !format) {
      playback.dispose();
      return { code: Code.PLAYBACK_NO_RECORDING, data: { reason: "no recording in the range" } };
    }
    nextPlayback++;
    playbacks.set(id, playback);
    // Pacing starts on the next turn: the result goes out first.
    playback.run();
    const data: Record<string, unknown> = { streamId: id, ...format, position: Math.round(first) };
    if (sound) data.audio = sound;
    return { code: SUCCESS_CODE, data };
  }

  function control(params: unknown): Answer {
    const parsed = playbackControlParamsSchema.safeParse(params);
    if (!parsed.success) return bad("streamId and action (seek, pause, resume, speed)");
    const command = parsed.data;
    const playback = playbacks.get(command.streamId);
    if (!playback) return bad("no such playback");
    if (command.action === "seek") {
      const first = playback.seek(command.position);
      if (first === null) {
        end(command.streamId);
        return { code: Code.PLAYBACK_END, data: { reason: "past the end of the recording" } };
      }
      // After the result: the frames from the key frame up to the position at once, then pacing from there.
      setTimeout(() => {
        if (playbacks.get(command.streamId) !== playback) return;
        playback.sendUpTo(command.position);
        if (playbacks.get(command.streamId) === playback) playback.run();
      }, 0);
      return { code: SUCCESS_CODE, data: { position: Math.round(first) } };
    }
    if (command.action === "pause") playback.paused = true;
    else if (command.action === "resume") playback.paused = false;
    else playback.speed = command.speed;
    playback.run();
    return { code: SUCCESS_CODE, data: { position: Math.round(playback.position ?? 0) } };
  }

  function end(streamId: number): boolean {
    const stopExport = exports.get(streamId);
    const playback = playbacks.get(streamId);
    exports.delete(streamId);
    playbacks.delete(streamId);
    stopExport?.();
    playback?.dispose();
    return stopExport !== undefined || playback !== undefined;
  }

  function answer(cmd: RecordingCommand, host: RecordingHost): Answer {
    switch (cmd.name) {
      case "recSearchDate":
      case "recSearchLog":
        return search(cmd.name, cmd.params);
      case "recExport":
        return startExport(cmd.params, host);
      case "playbackStart":
        return startPlayback(cmd.params, host);
      case "playbackControl":
        return control(cmd.params);
      case "streamStop": {
        const parsed = streamStopParamsSchema.safeParse(cmd.params);
        return parsed.success && end(parsed.data.streamId) ? { code: SUCCESS_CODE, data: {} } : bad("no such stream");
      }
      default:
        return bad(`unknown command ${cmd.name}`);
    }
  }

  return {
    handles: (name) => COMMANDS.has(name),
    ownsStream: (streamId) => exports.has(streamId) || playbacks.has(streamId),
    run(cmd, host) {
      let reply: Answer;
      try {
        reply = answer(cmd, host);
      } catch (error) {
        // A disk that fails under a search or an export refuses the command; the connection goes on.
        reply = { code: Code.DEVICE_DENIED, data: { reason: `recordings unreadable: ${(error as Error).message}` } };
      }
      host.send({ type: "result", id: cmd.id, code: reply.code, data: reply.data });
    },
    usage: () => store.usage(),
    dispose() {
      for (const id of [...exports.keys(), ...playbacks.keys()]) end(id);
    },
  };
}
