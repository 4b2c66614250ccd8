import { createHash, randomBytes } from "node:crypto";
import {
  Code,
  DOWNLOAD_FILE_PATH,
  downloadRangeProblem,
  recSearchDateResultSchema,
  recSearchLogResultSchema,
  withinQuerySpan,
  NO_ERROR_CODE,
  type DownloadTask,
  type ParsedRequestOf,
} from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import type { JobQueue } from "../../lib/jobs/index.js";
import { AppError } from "../../core/app-error.js";
import type { ArchiveService } from "../archives/archive-service.js";
import type { CloudRecordingReader } from "../cloud-recording/cloud-recording-port.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { DeviceFor } from "../devices/device-access.js";
import { deletedDetail } from "../op-logs/op-log-port.js";
import { downloadFileName } from "./download-names.js";
import type { DownloadRepository, DownloadRow } from "./download-repository.js";
import type { FileStore } from "./file-store.js";
import type { Caller } from "../../core/caller.js";

/** The job that fetches a task's range from the device. */
export const DOWNLOAD_JOB = "downloads.fetch";
/** How long a file link works. */
const LINK_TTL_MS = 3_600_000;

/** One operation-log entry (spec §7 "Logging call"); the op-log slice will take these over. */
export interface DownloadOpLogEntry {
  orgId: string;
  userId: string;
  action: "downloadTask.create" | "downloadTask.delete";
  detail: string;
}

export interface DownloadServiceDeps {
  repo: DownloadRepository;
  deviceFor: DeviceFor;
  gateway: Pick<DeviceGateway, "command" | "lastReport">;
  queue: Pick<JobQueue, "enqueue" | "cancel">;
  /** Source "cloud": the channel's cloud recording. */
  cloud: Pick<CloudRecordingReader, "spans">;
  /** Source "cloudArchive": the archives service decides the right and visibility. */
  archives: Pick<ArchiveService, "forDownload">;
  files: FileStore;
  log: FastifyBaseLogger;
  now: () => number;
  /** Seam for the operation log; default: the server log. */
  opLog?: ((entry: DownloadOpLogEntry) => void) | undefined;
  /** Spec §4 licence directive per channel (issue 27): a device or cloud download of an unlicensed channel answers its licence code. */
  licence?: Pick<LicenceCheck, "refusal"> | undefined;
}

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a task looks like to the console (spec §3 "Download task"). */
export function toTask(row: DownloadRow): DownloadTask {
  return {
    taskId: row.id,
    fileName: row.fileName,
    status: row.status as DownloadTask["status"],
    speed: row.speed,
    progress: row.progress,
    createTime: row.createdAt.getTime(),
    sn: row.sn,
    chlIndex: row.chlIndex,
    startTime: row.startTime,
    endTime: row.endTime,
    type: row.type as DownloadTask["type"],
    siteName: row.siteName,
    chlName: row.chlName,
    size: row.size,
    errorCode: row.errorCode,
  };
}

/**
 * Recordings on the device and download tasks (spec §3/§4/§5). A task belongs to the user who
 * created it in their organization: anybody else's task id answers 404, like one that does not
 * exist. Creating one needs at least SITE_VIEWER on the device's site (live-only viewers may not).
 */
export function createDownloadService(deps: DownloadServiceDeps) {
  const { repo, deviceFor, gateway, queue, cloud, archives, files, log, now } = deps;
  const opLog = deps.opLog ?? ((entry: DownloadOpLogEntry) => log.info({ opLog: entry }, "operation"));
  const owned = async (caller: Caller, taskId: string) => {
    const row = await repo.findOwned(caller.user.orgId, caller.user.userId, taskId);
    if (!row) throw new AppError(Code.NOT_FOUND);
    return row;
  };
  const start = (taskId: string) => queue.enqueue(DOWNLOAD_JOB, { taskId }, { singletonKey: taskId, maxAttempts: 3 });

  async function search<S extends z.core.$ZodType>(caller: Caller, data: ParsedRequestOf<"/device/rec-log/list">, name: "recSearchDate" | "recSearchLog", schema: S): Promise<z.output<S>> {
    if (!withinQuerySpan(data.startTime, data.endTime) || data.endTime === data.startTime) throw new AppError(Code.INVALID_DATA);
    await deviceFor(caller, data.sn, SITE_ROLE.SITE_VIEWER);
    const answer = await gateway.command(data.sn, name, { chlIndex: data.chlIndex, startTime: data.startTime, endTime: data.endTime });
    if (answer.code !== Code.OK) throw new AppError(answer.code === Code.MALFORMED ? Code.NO_CHANNEL_PERMISSION : answer.code);
    const parsed = z.safeParse(schema, answer.data);
    if (!parsed.success) throw new AppError(Code.BAD_GATEWAY);
    return parsed.data;
  }

  return {
    /** searchRECDate: days with recordings (spec §7). */
    recordingDays: (caller: Caller, data: ParsedRequestOf<"/device/rec-date/list">) => search(caller, data, "recSearchDate", recSearchDateResultSchema),
    /** searchRECLog: segments with event types (spec §7). */
    recordingLog: (caller: Caller, data: ParsedRequestOf<"/device/rec-log/list">) => search(caller, data, "recSearchLog", recSearchLogResultSchema),

    /**
     * Spec §7: result 0 created; range errors 7000 (end before start, or over 60 minutes). A cloud
     * range must hold cloud recordings (7150); an archive needs the download right (5002) and must be visible (31100).
     */
    async create(caller: Caller, data: ParsedRequestOf<"/download-task/create">) {
      const owner = { orgId: caller.user.orgId, userId: caller.user.userId };
      let row: DownloadRow;
      if (data.source === "cloudArchive") {
        if (!data.archiveId) throw new AppError(Code.INVALID_DATA);
        const a = await archives.forDownload(caller, data.archiveId);
        const fileName = downloadFileName(a.siteName, a.chlName, a.startTime, a.endTime);
        const { siteId, siteName, sn, chlIndex, chlName, startTime, endTime, archiveId } = a;
        row = await repo.insert({ ...owner, siteId, siteName, sn, chlIndex, chlName, startTime, endTime, fileName, type: "cloudArchive", archiveId });
      } else {
        const { sn, chlIndex, startTime } = data;
        if (sn === undefined || chlIndex === undefined || startTime === undefined) throw new AppError(Code.INVALID_DATA);
        const asked = data.endTime ?? (data.duration === undefined ? undefined : startTime + data.duration);
        if (asked === undefined || downloadRangeProblem(startTime, asked) !== null || asked === startTime) throw new AppError(Code.INVALID_DATA);
        // Decision 0033: nothing is recorded after now, so a range reaching into the future ends now (and says so).
        const nowSec = Math.floor(now() / 1000);
        if (startTime >= nowSec) throw new AppError(Code.INVALID_DATA);
        const endTime = Math.min(asked, nowSec);
        const { device, scope } = await deviceFor(caller, sn, SITE_ROLE.SITE_VIEWER);
        const refused = deps.licence ? await deps.licence.refusal(caller.user.orgId, sn, chlIndex, now()) : null;
        if (refused !== null) throw new AppError(refused);
        const reported = (await gateway.lastReport(sn))?.channels.find((c) => c.chlIndex === chlIndex);
        const fromCloud = data.source === "cloud";
        if (fromCloud) {
          // The device may be offline: the cloud recording is what must exist.
          if (!(await cloud.spans(caller.user.orgId, sn, chlIndex, startTime * 1000, endTime * 1000)).length) throw new AppError(Code.PLAYBACK_NO_RECORDING);
        } else if (!reported) throw new AppError(Code.NO_CHANNEL_PERMISSION);
        const siteName = scope.visible().find((s) => s.id === device.siteId)?.name ?? "";
        const chlName = reported?.name || `CH${chlIndex}`;
        const fileName = downloadFileName(siteName, chlName, startTime, endTime);
        row = await repo.insert({ ...owner, siteId: device.siteId, siteName, sn, chlIndex, chlName, startTime, endTime, fileName, type: fromCloud ? "cloud" : "device" });
      }
      await start(row.id);
      opLog({ ...owner, action: "downloadTask.create", detail: row.fileName });
      const clamped = data.source !== "cloudArchive" && row.endTime < (data.endTime ?? row.startTime + (data.duration ?? 0));
      return { result: 0 as const, taskId: row.id, fileName: row.fileName, startTime: row.startTime, endTime: row.endTime, clamped };
    },

    async list(caller: Caller, data: ParsedRequestOf<"/download-task/list">) {
      const page = await repo.page(caller.user.orgId, caller.user.userId, data.status, data.pageNum, data.pageSize);
      return { total: page.total, list: page.list.map(toTask) };
    },

    /** Spec §4: pause a continuing task; continue a paused or startFailed one; restart a failed one. */
    async control(caller: Caller, data: ParsedRequestOf<"/download-task/control">) {
      const row = await owned(caller, data.taskId);
      let next: DownloadRow | null;
      if (data.action === "pause") {
        next = await repo.update(row.id, { status: "pause", speed: 0 }, ["prepare", "continue"]);
        if (next) await queue.cancel(DOWNLOAD_JOB, row.id);
      } else {
        const from = data.action === "continue" ? ["pause", "startFailed"] : ["startFailed"];
        next = await repo.update(row.id, { status: "prepare", speed: 0, errorCode: NO_ERROR_CODE, ...(data.action === "restart" ? { progress: 0 } : {}) }, from);
        // A job still winding down after a pause sees "prepare" and runs the range again itself.
        if (next) await start(row.id);
      }
      if (!next) throw new AppError(Code.INVALID_DATA);
      return toTask(next);
    },

    /** Deletes the given tasks, or (`all`) every task of the status filter, with their files. */
    async remove(caller: Caller, data: ParsedRequestOf<"/download-task/delete">) {
      if (!data.all && !data.taskIds?.length) throw new AppError(Code.MALFORMED);
      const rows = await repo.deleteOwned(caller.user.orgId, caller.user.userId, data.all ? null : data.taskIds!, data.status);
      for (const row of rows) {
        await queue.cancel(DOWNLOAD_JOB, row.id);
        await files.remove(row.orgId, row.id);
      }
      if (rows.length) opLog({ orgId: caller.user.orgId, userId: caller.user.userId, action: "downloadTask.delete", detail: deletedDetail(rows.map((r) => ({ name: r.fileName, id: r.id }))) });
      return { deleted: rows.length };
    },

    /** A one-hour link to a finished file; the caller must still see the task's site. */
    async link(caller: Caller, data: ParsedRequestOf<"/download-task/link/get">) {
      const row = await owned(caller, data.taskId);
      if (row.status !== "finish") throw new AppError(Code.INVALID_DATA);
      if (row.type === "cloudArchive" && row.archiveId) await archives.forDownload(caller, row.archiveId);
      else await deviceFor(caller, row.sn, SITE_ROLE.SITE_VIEWER);
      const token = randomBytes(24).toString("base64url");
      const expiresAt = now() + LINK_TTL_MS;
      await repo.update(row.id, { linkTokenHash: hashLinkToken(token), linkExpiresAt: new Date(expiresAt) });
      return { url: `${DOWNLOAD_FILE_PATH}/${row.id}?token=${token}`, expiresAt };
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
