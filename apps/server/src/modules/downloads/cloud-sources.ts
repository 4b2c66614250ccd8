import { Code } from "@vms/api-client";
import { parseAudioSpecificConfig } from "@vms/media/aac";
import { createAviWriter } from "@vms/media/avi";
import { NAL_TYPE, nalType, parseSps, splitAnnexB } from "@vms/media/h264";
import { AppError } from "../../core/app-error.js";
import type { ArchiveService } from "../archives/archive-service.js";
import type { CloudRecordingReader, RecordedFrame } from "../cloud-recording/cloud-recording-port.js";
import type { DownloadRow } from "./download-repository.js";

/** Progress of a running copy: 0–99, bytes so far; false when the task moved on (paused, deleted). */
export type ReportProgress = (progress: number, bytes: number) => Promise<boolean>;

/** Frames per second from the video frames' wall-clock times (the AVI header needs one rate). */
function fpsOf(all: readonly RecordedFrame[]): number {
  const frames = all.filter((f) => f.audio !== true);
  const spanMs = frames.length > 1 ? frames[frames.length - 1]!.wallMs - frames[0]!.wallMs : 0;
  const avgMs = spanMs > 0 ? spanMs / (frames.length - 1) : 40;
  return Math.max(1, Math.min(120, Math.round(1000 / avgMs)));
}

/**
 * Source "cloud": cuts the task's range out of the channel's cloud segments into an AVI, starting at
 * the first key frame, with the recorded sound as the AVI's audio stream (issue 31: downloads keep it).
 * Answers null when the task moved on; throws 7150 when nothing is recorded.
 */
export async function cloudAvi(row: DownloadRow, reader: Pick<CloudRecordingReader, "frames">, report: ReportProgress, signal: AbortSignal): Promise<Uint8Array | null> {
  const fromMs = row.startTime * 1000;
  const toMs = row.endTime * 1000;
  const frames: RecordedFrame[] = [];
  let bytes = 0;
  let reported = Date.now();
  for await (const frame of reader.frames(row.orgId, row.sn, row.chlIndex, fromMs, toMs, { audio: true, signal })) {
    if (!frames.length && !frame.keyframe) continue;
    frames.push(frame);
    bytes += frame.accessUnit.byteLength;
    if (Date.now() - reported >= 500) {
      reported = Date.now();
      const progress = Math.min(99, Math.max(0, Math.floor(((frame.wallMs - fromMs) * 100) / (toMs - fromMs))));
      if (!(await report(progress, bytes))) return null;
    }
  }
  if (signal.aborted) throw new Error("server stopping");
  const sps = frames.length ? splitAnnexB(frames[0]!.accessUnit).find((n) => nalType(n) === NAL_TYPE.SPS) : undefined;
  if (!sps) throw new AppError(Code.PLAYBACK_NO_RECORDING);
  const { width, height } = parseSps(sps);
  // The sound of the first segment: an AVI has one audio format for the whole file.
  const sound = frames[0]!.sound;
  const audio = sound ? parseAudioSpecificConfig(Uint8Array.from(Buffer.from(sound.config, "hex"))) : null;
  const writer = createAviWriter({ width, height, fps: fpsOf(frames), audio: audio ?? undefined });
  for (const frame of frames) {
    if (frame.audio !== true) writer.addFrame(frame.accessUnit, frame.keyframe);
    else if (audio) writer.addAudio(frame.accessUnit);
  }
  return writer.finish();
}

/** Source "cloudArchive": the archive's stored AVI; 31100 when the archive is gone meanwhile. */
export async function archiveAvi(row: DownloadRow, archives: Pick<ArchiveService, "aviBytes">): Promise<Uint8Array> {
  const bytes = row.archiveId ? await archives.aviBytes(row.orgId, row.archiveId) : null;
  if (!bytes) throw new AppError(Code.ARCHIVE_NOT_FOUND);
  return bytes;
}
