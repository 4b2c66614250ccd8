import type { DeviceGateway } from "../../gateway/device-gateway.js";
import type { JobQueue } from "../../lib/jobs/index.js";
import { createSignedLinks } from "../../lib/object-store/signed-links.js";
import type { ModuleContext } from "../../core/module-context.js";
import type { CloudRecordingReader } from "../cloud-recording/cloud-recording-port.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { DevicesModule } from "../devices/devices-module.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import type { SitesModule } from "../sites/sites-module.js";
import { registerArchiveFileRoutes } from "./archive-file-route.js";
import { registerArchiveHandlers } from "./archive-handlers.js";
import { createArchiveJob, DEFAULT_ARCHIVE_TUNING, type ArchiveJobTuning } from "./archive-job.js";
import { createArchiveRepository } from "./archive-repository.js";
import { createArchiveRights } from "./archive-rights.js";
import { ARCHIVE_JOB, createArchiveService, type ArchiveService } from "./archive-service.js";
import { createArchiveShareService, type ShareLimits } from "./archive-share-service.js";
import { createArchiveSigning } from "./archive-signing.js";
import { createArchiveStore } from "./archive-store.js";
import { Code } from "@vms/api-client";

export interface ArchivesModuleDeps {
  sites: SitesModule;
  devices: DevicesModule;
  /** The real gateway: device copies need its binary frames (recExport). */
  gateway: DeviceGateway;
  queue: JobQueue;
  counters: Pick<RateCounters, "allow">;
  /** Source "cloud"; without it such archives fail with 31114. */
  cloud?: CloudRecordingReader | undefined;
  /** The operation log; default: a server log line. */
  opLog?: OpLogWriter | undefined;
  /** Spec §4 licence directive per channel (issue 27): no new archive of an unlicensed channel. */
  licence?: Pick<LicenceCheck, "refusal"> | undefined;
  tuning?: Partial<ArchiveJobTuning> | undefined;
  shareLimits?: Partial<ShareLimits> | undefined;
}

/** Archives, share links and signed evidence (issue 16; spec §1-§3, §5, §7-§9; docs/archives.md). */
export function registerArchivesModule(ctx: ModuleContext, deps: ArchivesModuleDeps): { archives: ArchiveService } {
  const { app, config, db, now } = ctx;
  const repo = createArchiveRepository(db);
  const store = createArchiveStore(config.dataDir);
  const signing = createArchiveSigning(db);
  const links = createSignedLinks({ now });
  const rights = createArchiveRights(repo);
  const opLog: OpLogWriter = deps.opLog ?? ((entry) => app.log.info({ opLog: entry }, "operation"));
  const archives = createArchiveService({ repo, rights, access: deps.sites.access, deviceFor: deps.devices.deviceFor, gateway: deps.gateway, queue: deps.queue, store, links, licence: deps.licence, now });
  const shares = createArchiveShareService({ repo, rights, archives, links, counters: deps.counters, opLog, now, limits: { perIpPerMinute: 120, codeMaxFails: 5, codeLockMs: 10 * 60_000, ...deps.shareLimits } });
  registerArchiveHandlers(ctx.handlers, archives, shares, opLog);
  registerArchiveFileRoutes(app, { repo, store, links, shares, signing });
  const job = createArchiveJob({ repo, gateway: deps.gateway, cloud: deps.cloud, store, signing, log: app.log, tuning: { ...DEFAULT_ARCHIVE_TUNING, ...deps.tuning }, now });
  deps.queue.work(ARCHIVE_JOB, job, { concurrency: 2, onFailed: async (failed) => void (await repo.update(failed.payload.archiveId, { status: "failed", errorCode: Code.ARCHIVE_COPY_FAILED }, ["copying"])) });
  return { archives };
}


/** Test seams of buildApp (`options.archives`): a cloud reader, an op-log writer, limits. */
export type ArchivesOptions = Pick<ArchivesModuleDeps, "cloud" | "opLog" | "tuning" | "shareLimits">;
