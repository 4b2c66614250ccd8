import type { DeviceGateway } from "../../gateway/device-gateway.js";
import type { JobQueue } from "../../lib/jobs/index.js";
import type { ModuleContext } from "../../module-context.js";
import type { DevicesModule } from "../devices/devices-module.js";
import { registerDownloadFileRoute } from "./download-file-route.js";
import { registerDownloadHandlers } from "./download-handlers.js";
import { createDownloadJob, DEFAULT_DOWNLOAD_TUNING, type DownloadJobTuning } from "./download-job.js";
import { createDownloadRepository } from "./download-repository.js";
import { createDownloadService, DOWNLOAD_JOB, type DownloadOpLogEntry } from "./download-service.js";
import { createFileStore } from "./file-store.js";

export interface DownloadsModuleDeps {
  devices: DevicesModule;
  /** The real gateway: exports need its binary frames. */
  gateway: DeviceGateway;
  queue: JobQueue;
  tuning?: Partial<DownloadJobTuning> | undefined;
  opLog?: ((entry: DownloadOpLogEntry) => void) | undefined;
}

/** Recordings on the device and download tasks (issue 12; spec §2–§5, §7). */
export function registerDownloadsModule(ctx: ModuleContext, deps: DownloadsModuleDeps): void {
  const { app, config, db } = ctx;
  const repo = createDownloadRepository(db);
  const files = createFileStore(config.dataDir);
  const service = createDownloadService({ repo, deviceFor: deps.devices.deviceFor, gateway: deps.gateway, queue: deps.queue, files, log: app.log, now: ctx.now, opLog: deps.opLog });
  registerDownloadHandlers(ctx.handlers, service);
  registerDownloadFileRoute(app, { repo, files, now: ctx.now });
  const job = createDownloadJob({ repo, gateway: deps.gateway, files, log: app.log, tuning: { ...DEFAULT_DOWNLOAD_TUNING, ...deps.tuning } });
  deps.queue.work(DOWNLOAD_JOB, job, { concurrency: 2, onFailed: async (failed) => void (await repo.update(failed.payload.taskId, { status: "startFailed", errorCode: 500, speed: 0 }, ["prepare", "continue"])) });
}
