import { Code, NO_ERROR_CODE, type VideoFrameMessage } from "@vms/api-client";
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

  async function fromDevice(row: ArchiveRow, signal: AbortSignal): Promise<ArchiveFrame[]> {
    for (const until = Date.now() + tuning.offlineWaitMs; !gateway.isOnline(row.sn); await later(250)) {
      if (signal.aborted) throw new Error("server stopping");
      if (Date.now() > until) throw new AppError(Code.DEVICE_OFFLINE);
    }
    const frames: VideoFrameMessage[] = [];
    let ended: number | null = null;
    let lastFrameAt = Date.now();
    const stream = await gateway.exportRecording(row.sn, { chlIndex: row.chlIndex, startTime: row.startTime, endTime: row.endTime }, {
      frame(frame: VideoFrameMessage) {
        frames.push({ ...frame, data: frame.data.slice() });
        lastFrameAt = Date.now();
      },
      ended(code: number) {
        ended = code;
      },
    });
    while (frames.length < stream.frames) {
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
    const t0 = frames[0]?.timestampMs ?? 0;
    return frames.map((f) => ({ wallMs: row.startTime * 1000 + (f.timestampMs - t0), keyframe: f.keyframe, accessUnit: f.data }));
  }

  async function fromCloud(row: ArchiveRow, signal: AbortSignal): Promise<ArchiveFrame[]> {
    if (!cloud) throw new AppError(Code.ARCHIVE_SOURCE_UNAVAILABLE);
    const frames: ArchiveFrame[] = [];
    for await (const f of cloud.frames(row.orgId, row.sn, row.chlIndex, row.startTime * 1000, row.endTime * 1000, { signal })) {
      frames.push({ wallMs: f.wallMs, keyframe: f.keyframe, accessUnit: f.accessUnit.slice() });
    }
    return frames;
  }

  async function copy(row: ArchiveRow, signal: AbortSignal): Promise<void> {
    const frames = row.source === "cloud" ? await fromCloud(row, signal) : await fromDevice(row, signal);
    const media = buildArchiveMedia(frames);
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
