import { Code, NO_ERROR_CODE, type StreamAudio, type VideoFrameMessage } from "@vms/api-client";
import { parseAudioSpecificConfig } from "@vms/media/aac";
import type { FastifyBaseLogger } from "fastify";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import type { Job } from "../../lib/jobs/index.js";
import { AppError } from "../../core/app-error.js";
import type { CloudRecordingReader } from "../cloud-recording/cloud-recording-port.js";
import { buildArchiveMedia, sha256Hex, type ArchiveFrame } from "./archive-media.js";
import type { ArchiveRepository, ArchiveRow } from "./archive-repository.js";
import type { ArchiveSigning } from "./archive-signing.js";
import type { ArchiveStore } from "./archive-store.js";

export interface ArchiveJobTuning {
  /** No frame for this long fails a device copy with 7069. */
  stallMs: number;
  /** An offline device is waited for this long before the copy fails with 7062. */
  offlineWaitMs: number;
}
export const DEFAULT_ARCHIVE_TUNING: ArchiveJobTuning = { stallMs: 15_000, offlineWaitMs: 30_000 };

interface Deps {
  repo: ArchiveRepository;
  gateway: Pick<DeviceGateway, "isOnline" | "exportRecording">;
  cloud: CloudRecordingReader | undefined;
  store: ArchiveStore;
  signing: ArchiveSigning;
  log: FastifyBaseLogger;
  tuning: ArchiveJobTuning;
  now: () => number;
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Manifest version 2 (docs/archives.md "Evidence"). Key order is fixed: the bytes are what is signed.
 * `range` is what the files hold (first frame to last frame); `requested` is the range asked for, so a
 * copy with less recorded than asked says so instead of claiming the whole range (issue 28).
 */
export function manifestOf(row: ArchiveRow, media: { segments: Array<{ startMs: number; endMs: number; frames: number; sha256: string }> }, files: Array<{ name: string; size: number; sha256: string }>, archivedAt: number) {
  const startMs = media.segments[0]?.startMs ?? row.startTime * 1000;
  const endMs = media.segments.at(-1)?.endMs ?? startMs;
  return {
    format: "vms-archive-manifest",
    version: 2,
    archiveId: row.id,
    orgId: row.orgId,
    title: row.title,
    source: row.source,
    channel: { deviceSn: row.sn, chlIndex: row.chlIndex, chlName: row.chlName, siteName: row.siteName },
    range: { startTime: Math.floor(startMs / 1000), endTime: Math.ceil(endMs / 1000), startIso: new Date(startMs).toISOString(), endIso: new Date(endMs).toISOString() },
    requested: { startTime: row.startTime, endTime: row.endTime, startIso: new Date(row.startTime * 1000).toISOString(), endIso: new Date(row.endTime * 1000).toISOString() },
    archivedBy: { userId: row.userId, name: row.archivedBy },
    archivedAt: new Date(archivedAt).toISOString(),
    files,
    sourceSegments: media.segments,
  };
}

/**
 * The archive copy job: reads the range from the device (`recExport`, like a download) or from the
 * cloud recording, writes the MP4 and the AVI into the archive store, then the signed manifest,
 * and marks the archive done; any failure marks it failed with its code (retry: /archives/retry).
 */
export function createArchiveJob(deps: Deps) {
  const { repo, gateway, cloud, store, signing, log, tuning } = deps;

  /** The frames read, and the recording's sound when it has one (issue 31). */
  type Read = { frames: ArchiveFrame[]; sound: StreamAudio | null };

  async function fromDevice(row: ArchiveRow, signal: AbortSignal): Promise<Read> {
    for (const until = Date.now() + tuning.offlineWaitMs; !gateway.isOnline(row.sn); await later(250)) {
      if (signal.aborted) throw new Error("server stopping");
      if (Date.now() > until) throw new AppError(Code.DEVICE_OFFLINE);
    }
    // Video and audio units in arrival order; `video` counts against the export's frames.
    const frames: VideoFrameMessage[] = [];
    let video = 0;
    let ended: number | null = null;
    let lastFrameAt = Date.now();
    const stream = await gateway.exportRecording(row.sn, { chlIndex: row.chlIndex, startTime: row.startTime, endTime: row.endTime, audio: true }, {
      frame(frame: VideoFrameMessage) {
        frames.push({ ...frame, data: frame.data.slice() });
        if (frame.audio !== true) video += 1;
        lastFrameAt = Date.now();
      },
      ended(code: number) {
        ended = code;
      },
    });
    while (video < stream.frames) {
      await later(50);
      if (signal.aborted) {
        stream.stop();
        throw new Error("server stopping");
      }
      if (ended !== null) throw new AppError(ended);
      if (Date.now() - lastFrameAt > tuning.stallMs) {
        stream.stop();
        throw new AppError(Code.DEVICE_TIMEOUT);
      }
    }
    stream.release();
    const t0 = frames.find((f) => f.audio !== true)?.timestampMs ?? 0;
    return {
      frames: frames.map((f) => ({ wallMs: row.startTime * 1000 + (f.timestampMs - t0), keyframe: f.keyframe, accessUnit: f.data, ...(f.audio === true ? { audio: true } : {}) })),
      sound: stream.audio ?? null,
    };
  }

  async function fromCloud(row: ArchiveRow, signal: AbortSignal): Promise<Read> {
    if (!cloud) throw new AppError(Code.ARCHIVE_SOURCE_UNAVAILABLE);
    const frames: ArchiveFrame[] = [];
    let sound: StreamAudio | null | undefined;
    for await (const f of cloud.frames(row.orgId, row.sn, row.chlIndex, row.startTime * 1000, row.endTime * 1000, { audio: true, signal })) {
      // The first segment's sound: an archive has one audio format for the whole file.
      if (sound === undefined && f.keyframe) sound = f.sound ?? null;
      frames.push({ wallMs: f.wallMs, keyframe: f.keyframe, accessUnit: f.accessUnit.slice(), ...(f.audio === true ? { audio: true } : {}) });
    }
    return { frames, sound: sound ?? null };
  }

  async function copy(row: ArchiveRow, signal: AbortSignal): Promise<void> {
    const { frames, sound } = row.source === "cloud" ? await fromCloud(row, signal) : await fromDevice(row, signal);
    const media = buildArchiveMedia(frames, sound ? parseAudioSpecificConfig(Uint8Array.from(Buffer.from(sound.config, "hex"))) : null);
    if (!media) throw new AppError(Code.ARCHIVE_NO_RECORDING);
    await store.put(row.orgId, row.id, "mp4", media.mp4);
    await store.put(row.orgId, row.id, "avi", media.avi);
    const files = [
      { name: "archive.avi", size: media.avi.byteLength, sha256: sha256Hex(media.avi) },
      { name: "archive.mp4", size: media.mp4.byteLength, sha256: sha256Hex(media.mp4) },
    ];
    const manifest = JSON.stringify(manifestOf(row, media, files, deps.now()), null, 2);
    const bytes = Buffer.from(manifest, "utf8");
    const { keyId, signature } = await signing.sign(bytes);
    await store.put(row.orgId, row.id, "manifest", bytes);
    await store.put(row.orgId, row.id, "sig", Buffer.from(signature, "base64"));
    const done = await repo.update(row.id, { status: "done", errorCode: NO_ERROR_CODE, size: media.avi.byteLength, mp4Size: media.mp4.byteLength, manifest, signature, keyId }, ["copying"]);
    if (!done) await store.remove(row.orgId, row.id);
    else log.info({ archiveId: row.id, frames: frames.length, size: media.avi.byteLength }, "archive copied");
  }

  return async function handle(job: Job<{ archiveId: string }>): Promise<void> {
    const row = await repo.find(job.payload.archiveId);
    if (!row || row.status !== "copying") return;
    try {
      await copy(row, job.signal);
    } catch (err) {
      if (job.signal.aborted) throw err;
      const code = err instanceof AppError ? err.code : Code.ARCHIVE_COPY_FAILED;
      if (!(err instanceof AppError)) log.warn({ err, archiveId: row.id }, "archive copy failed");
      await repo.update(row.id, { status: "failed", errorCode: code }, ["copying"]);
    }
  };
}
