import { Code, NO_ERROR_CODE, type VideoFrameMessage } from "@vms/api-client";
import { parseAudioSpecificConfig } from "@vms/media/aac";
import { createAviWriter } from "@vms/media/avi";
import type { FastifyBaseLogger } from "fastify";
import type { ArchiveService } from "../archives/archive-service.js";
import type { CloudRecordingReader } from "../cloud-recording/cloud-recording-port.js";
import type { DeviceExport, DeviceGateway } from "../../gateway/device-gateway.js";
import { JobElsewhere, type Job } from "../../lib/jobs/index.js";
import { AppError } from "../../core/app-error.js";
import { archiveAvi, cloudAvi } from "./cloud-sources.js";
import type { DownloadRepository, DownloadRow } from "./download-repository.js";
import type { FileStore } from "./file-store.js";

export interface DownloadJobTuning {
  /** Progress is written this often (default 500 ms). */
  progressMs: number;
  /** No frame for this long fails the attempt with 7069 (default 15 s). */
  stallMs: number;
  /** An offline device is waited for this long before the task fails with 7062 (default 30 s): after a server restart devices reconnect first. */
  offlineWaitMs: number;
}

export const DEFAULT_DOWNLOAD_TUNING: DownloadJobTuning = { progressMs: 500, stallMs: 15_000, offlineWaitMs: 30_000 };

interface Deps {
  repo: DownloadRepository;
  gateway: Pick<DeviceGateway, "isOnline" | "holder" | "exportRecording">;
  cloud: Pick<CloudRecordingReader, "frames">;
  archives: Pick<ArchiveService, "aviBytes">;
  files: FileStore;
  log: FastifyBaseLogger;
  tuning: DownloadJobTuning;
}

type Outcome = "done" | "interrupted";
const ACTIVE = ["prepare", "continue"];
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The download job (spec §4 states): fetches the task's range from the device (`recExport`),
 * writes progress and speed while frames arrive, then writes the AVI to the file store. A pause or
 * delete stops the device's export; a continue while this job still runs makes it start over.
 * A restart of the server re-queues the job (lib/jobs) and the range is fetched again from its start.
 */
export function createDownloadJob(deps: Deps) {
  const { repo, gateway, cloud, archives, files, log, tuning } = deps;

  async function fail(row: DownloadRow, code: number): Promise<Outcome> {
    await repo.update(row.id, { status: "startFailed", errorCode: code, speed: 0 }, ACTIVE);
    return "done";
  }

  /** Stores the finished file; a task deleted meanwhile leaves no orphan (a paused one is fetched again on continue). */
  async function finish(row: DownloadRow, file: Uint8Array, frames: number): Promise<Outcome> {
    await files.put(row.orgId, row.id, file);
    const done = await repo.update(row.id, { status: "finish", progress: 100, speed: 0, size: file.byteLength }, ["continue"]);
    if (!done) {
      await files.remove(row.orgId, row.id);
      return "interrupted";
    }
    log.info({ taskId: row.id, type: row.type, frames, size: file.byteLength }, "download finished");
    return "done";
  }

  /** Sources "cloud" and "cloudArchive": read on the server, no device involved. */
  async function fromServer(row: DownloadRow, signal: AbortSignal): Promise<Outcome> {
    const began = Date.now();
    const report = async (progress: number, bytes: number) => {
      const speed = Math.round(bytes / 1024 / Math.max(0.001, (Date.now() - began) / 1000));
      return (await repo.update(row.id, { progress, speed }, ["continue"])) !== null;
    };
    try {
      const file = row.type === "cloud" ? await cloudAvi(row, cloud, report, signal) : await archiveAvi(row, archives);
      return file ? finish(row, file, 0) : "interrupted";
    } catch (err) {
      if (signal.aborted) throw err;
      return fail(row, err instanceof AppError ? err.code : Code.INTERNAL);
    }
  }

  async function runOnce(task: DownloadRow, signal: AbortSignal): Promise<Outcome> {
    const row = await repo.update(task.id, { status: "continue", speed: 0, errorCode: NO_ERROR_CODE }, ACTIVE);
    if (!row) return "interrupted";
    if (row.type !== "device") return fromServer(row, signal);
    for (const until = Date.now() + tuning.offlineWaitMs; !gateway.isOnline(row.sn); await later(250)) {
      if (signal.aborted) throw new Error("server stopping");
      // The export streams over the device's socket: the instance holding it runs the job (issue 32).
      // A dead holder (heartbeat expired, decision 0039) is none: the job then waits here and fails 7062.
      const holder = await gateway.holder(row.sn);
      if (holder !== null && !gateway.isOnline(row.sn)) throw new JobElsewhere(holder);
      if (Date.now() > until) return fail(row, Code.DEVICE_OFFLINE);
    }
    // Video and (issue 31) audio frames in arrival order; `video` counts against the export's frames.
    const frames: VideoFrameMessage[] = [];
    let video = 0;
    let bytes = 0;
    let ended: number | null = null;
    let lastFrameAt = Date.now();
    const sink = {
      frame(frame: VideoFrameMessage) {
        frames.push({ ...frame, data: frame.data.slice() });
        if (frame.audio !== true) video += 1;
        bytes += frame.data.byteLength;
        lastFrameAt = Date.now();
      },
      ended(code: number) {
        ended = code;
      },
    };
    let stream: DeviceExport;
    try {
      stream = await gateway.exportRecording(row.sn, { chlIndex: row.chlIndex, startTime: row.startTime, endTime: row.endTime, audio: true }, sink);
    } catch (err) {
      if (signal.aborted) throw err;
      return fail(row, err instanceof AppError ? err.code : Code.INTERNAL);
    }
    const began = Date.now();
    while (video < stream.frames) {
      await later(Math.min(tuning.progressMs, 100));
      if (signal.aborted) {
        stream.stop();
        throw new Error("server stopping");
      }
      if (ended !== null) return fail(row, ended);
      if (Date.now() - lastFrameAt > tuning.stallMs) {
        stream.stop();
        return fail(row, Code.DEVICE_TIMEOUT);
      }
      if (video < stream.frames && Date.now() - began >= tuning.progressMs) {
        const seconds = Math.max(0.001, (Date.now() - began) / 1000);
        const progress = Math.min(99, Math.floor((video * 100) / stream.frames));
        const updated = await repo.update(row.id, { progress, speed: Math.round(bytes / 1024 / seconds) }, ["continue"]);
        if (!updated) {
          // Paused, continued again or deleted: the device stops sending.
          stream.stop();
          return "interrupted";
        }
      }
    }
    stream.release();
    // The device's sound (AAC) becomes the AVI's audio stream, so the download keeps it.
    const audio = stream.audio ? parseAudioSpecificConfig(Uint8Array.from(Buffer.from(stream.audio.config, "hex"))) : null;
    const writer = createAviWriter({ width: stream.width, height: stream.height, fps: stream.fps, audio: audio ?? undefined });
    for (const frame of frames) {
      if (frame.audio === true) writer.addAudio(frame.data);
      else writer.addFrame(frame.data, frame.keyframe);
    }
    return finish(row, writer.finish(), video);
  }

  return async function handle(job: Job<{ taskId: string }>): Promise<void> {
    for (;;) {
      const row = await repo.find(job.payload.taskId);
      if (!row || !ACTIVE.includes(row.status)) return;
      if ((await runOnce(row, job.signal)) === "done") return;
    }
  };
}
