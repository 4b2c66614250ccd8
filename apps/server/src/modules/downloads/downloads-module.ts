import type { DeviceGateway } from "../../gateway/device-gateway.js";
import { buildPushMessage, PUSH_INFO_TYPE, Code } from "@vms/api-client";
import type { JobQueue } from "../../lib/jobs/index.js";
import type { ModuleContext } from "../../core/module-context.js";
import type { ArchiveService } from "../archives/archive-service.js";
import type { CloudRecordingReader } from "../cloud-recording/cloud-recording-port.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { DevicesModule } from "../devices/devices-module.js";
import type { PushHub } from "../push/push-hub.js";
import { registerDownloadFileRoute } from "./download-file-route.js";
import { registerDownloadHandlers } from "./download-handlers.js";
import { createDownloadJob, DEFAULT_DOWNLOAD_TUNING, type DownloadJobTuning } from "./download-job.js";
import { createDownloadRepository, type DownloadRepository, type DownloadRow } from "./download-repository.js";
import { createDownloadService, DOWNLOAD_JOB, toTask, type DownloadOpLogEntry } from "./download-service.js";
import { createFileStore } from "./file-store.js";

export interface DownloadsModuleDeps {
  devices: DevicesModule;
  /** The real gateway: exports need its binary frames. */
  gateway: DeviceGateway;
  /** Recording searches for devices on any instance (the cluster gateway, decision 0039); default `gateway`. */
  commands?: Pick<DeviceGateway, "command" | "lastReport"> | undefined;
  queue: JobQueue;
  /** Source "cloud" (spec §3 download task type). */
  cloud: CloudRecordingReader;
  /** Source "cloudArchive": rights, visibility and the stored AVI (issue #16). */
  archives: Pick<ArchiveService, "forDownload" | "aviBytes">;
  tuning?: Partial<DownloadJobTuning> | undefined;
  /** Spec §4 licence directive per channel (issue 27): no download of an unlicensed channel's recordings. */
  licence?: Pick<LicenceCheck, "refusal"> | undefined;
  opLog?: ((entry: DownloadOpLogEntry) => void) | undefined;
  /** Tells the owner's consoles of every task change over /ws-vms (DOWNLOAD_TASK); the 3 s poll stays as the fallback. */
  push?: Pick<PushHub, "toUser"> | undefined;
}

/** The repository, telling the task's owner of each row it writes. */
function pushingRepository(repo: DownloadRepository, push: Pick<PushHub, "toUser">): DownloadRepository {
  const tell = (row: DownloadRow | null) => {
    if (row) push.toUser(row.userId, buildPushMessage(PUSH_INFO_TYPE.DOWNLOAD_TASK, toTask(row)));
    return row;
  };
  return {
    ...repo,
    insert: async (row) => tell(await repo.insert(row))!,
    update: async (id, set, fromStatus) => tell(await repo.update(id, set, fromStatus)),
  };
}

/** Recordings on the device and download tasks (issue 12; spec §2–§5, §7). */
export function registerDownloadsModule(ctx: ModuleContext, deps: DownloadsModuleDeps): void {
  const { app, config, db } = ctx;
  const repo = deps.push ? pushingRepository(createDownloadRepository(db), deps.push) : createDownloadRepository(db);
  const files = createFileStore(config.dataDir);
  const service = createDownloadService({ repo, deviceFor: deps.devices.deviceFor, gateway: deps.commands ?? deps.gateway, queue: deps.queue, cloud: deps.cloud, archives: deps.archives, files, log: app.log, now: ctx.now, opLog: deps.opLog, licence: deps.licence });
  registerDownloadHandlers(ctx.handlers, service);
  registerDownloadFileRoute(app, { repo, files, now: ctx.now });
  const job = createDownloadJob({ repo, gateway: deps.gateway, cloud: deps.cloud, archives: deps.archives, files, log: app.log, tuning: { ...DEFAULT_DOWNLOAD_TUNING, ...deps.tuning } });
  deps.queue.work(DOWNLOAD_JOB, job, { concurrency: 2, onFailed: async (failed) => void (await repo.update(failed.payload.taskId, { status: "startFailed", errorCode: Code.INTERNAL, speed: 0 }, ["prepare", "continue"])) });
}
