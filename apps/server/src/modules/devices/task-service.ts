import { Code, type DeviceCmd, type HelloFrame } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import type { FastifyBaseLogger } from "fastify";
import { AppError, isAppError } from "../../core/app-error.js";
import { isUuid } from "../../core/ids.js";
import type { DeviceFor } from "./device-access.js";
import type { DeviceNotifier } from "./device-notifier.js";
import type { DevicePush } from "./device-push.js";
import type { DeviceRepository, DeviceRow } from "./device-repository.js";
import { compareVersions, latestFirmware } from "./firmware-catalogue.js";
import type { GatewayHolder } from "./gateway-holder.js";
import { createReconnectWaits } from "./reconnect-waits.js";
import { taskView, type TaskRepository } from "./task-repository.js";
import type { Caller } from "../../core/caller.js";

/** Task timing (decision 0003 "Tasks"); tests shorten it. */
export interface TaskTuning {
  /** A plain command's result (reboot acknowledgement). */
  commandTimeoutMs: number;
  /** Reboot: the device says hello again within this. */
  rebootTimeoutMs: number;
  /** Upgrade: reconnected with the target version within this. */
  upgradeTimeoutMs: number;
  logUploadTimeoutMs: number;
  /** At most one progress write per task in this period (100 % always written). */
  progressWriteMs: number;
}

export const DEFAULT_TASK_TUNING: TaskTuning = {
  commandTimeoutMs: 10_000,
  rebootTimeoutMs: 120_000,
  upgradeTimeoutMs: 300_000,
  logUploadTimeoutMs: 60_000,
  progressWriteMs: 1_000,
};

type End = { state: "success" | "timeout" | "failure"; code: number | null; progress?: number };
const codeOf = (err: unknown) => (isAppError(err) ? err.code : Code.INTERNAL);
const failed = (err: unknown): End => {
  const code = codeOf(err);
  return { state: code === Code.DEVICE_TIMEOUT ? "timeout" : "failure", code };
};

/** The upgrade a device can take now, or null. */
function upgradeFor(device: DeviceRow) {
  const latest = latestFirmware(device.model);
  return { latest, upgradable: latest !== null && compareVersions(latest.version, device.version) > 0 };
}

/** Reboot, upgrade and log upload (spec §4: success, timeout or failure), pushed as DEVICE_TASK. */
export function createTaskService(deps: {
  tasks: TaskRepository;
  devices: DeviceRepository;
  deviceFor: DeviceFor;
  gateway: GatewayHolder;
  pushes: DevicePush;
  /** Mails "upgrade done" to the device's notification recipients. */
  notifier?: DeviceNotifier | undefined;
  log: FastifyBaseLogger;
  tuning: TaskTuning;
  now?: () => number;
}) {
  const { tasks, devices, deviceFor, gateway, pushes, notifier, log, tuning } = deps;
  const now = () => new Date((deps.now ?? Date.now)());
  const reconnects = createReconnectWaits();
  const running = new Set<Promise<void>>();
  let closed = false;

  async function pushTask(sn: string, row: Parameters<typeof taskView>[0]) {
    const device = await devices.findBySn(sn);
    if (device) await pushes.task(device, taskView(row, sn));
  }

  async function end(sn: string, taskId: string, outcome: End) {
    // After close the database is going away; the next start marks the task as a timeout.
    if (closed) return;
    const row = await tasks.finish(taskId, outcome, now());
    if (row) await pushTask(sn, row);
  }

  async function reboot(device: DeviceRow): Promise<End> {
    const back = reconnects.wait(device.sn, tuning.rebootTimeoutMs, () => true);
    try {
      const result = await gateway().command(device.sn, "reboot", {}, { timeoutMs: tuning.commandTimeoutMs });
      if (result.code !== Code.OK) {
        back.cancel();
        return { state: "failure", code: result.code };
      }
    } catch (err) {
      // A device that drops (7062) or goes quiet (7069) while rebooting may still come back in time.
      if (codeOf(err) !== Code.DEVICE_OFFLINE && codeOf(err) !== Code.DEVICE_TIMEOUT) {
        back.cancel();
        return failed(err);
      }
    }
    return (await back.promise) ? { state: "success", code: null } : { state: "timeout", code: Code.DEVICE_TIMEOUT };
  }

  async function upgrade(device: DeviceRow, taskId: string): Promise<End> {
    const { latest } = upgradeFor(device);
    if (!latest) return { state: "failure", code: Code.DEVICE_DENIED };
    const back = reconnects.wait(device.sn, tuning.upgradeTimeoutMs, (report: HelloFrame) => report.version === latest.version);
    let shown = -1;
    let writtenAt = 0;
    const onProgress = (percent: number) => {
      const progress = Math.max(0, Math.min(100, Math.round(percent)));
      if (progress === shown) return;
      shown = progress;
      const at = Date.now();
      const write = progress === 100 || at - writtenAt >= tuning.progressWriteMs;
      if (write) writtenAt = at;
      void (async () => {
        if (write) await tasks.setProgress(taskId, progress);
        const row = await tasks.latest(device.id, "upgrade");
        if (row?.id === taskId && row.state === "running") await pushTask(device.sn, { ...row, progress });
      })().catch((err: unknown) => log.warn({ err, sn: device.sn }, "upgrade progress not recorded"));
    };
    try {
      const result = await gateway().command(device.sn, "upgrade", { version: latest.version, url: latest.url }, { timeoutMs: tuning.upgradeTimeoutMs, onProgress });
      if (result.code !== Code.OK) {
        back.cancel();
        return { state: "failure", code: result.code };
      }
    } catch (err) {
      // Dropping to restart into the new firmware before the result arrived is not a failure.
      if (codeOf(err) !== Code.DEVICE_OFFLINE) {
        back.cancel();
        return failed(err);
      }
    }
    return (await back.promise) ? { state: "success", code: null, progress: 100 } : { state: "timeout", code: Code.DEVICE_TIMEOUT };
  }

  async function logUpload(device: DeviceRow): Promise<End> {
    try {
      const result = await gateway().command(device.sn, "logUpload", {}, { timeoutMs: tuning.logUploadTimeoutMs });
      if (result.code !== Code.OK) return { state: "failure", code: result.code };
      const data = (result.data ?? {}) as { fileName?: unknown; content?: unknown };
      if (typeof data.content !== "string") return { state: "failure", code: Code.BAD_GATEWAY };
      const fileName = typeof data.fileName === "string" && data.fileName.trim() ? data.fileName.trim().slice(0, 128) : `${device.sn}-${Date.now()}.log`;
      await tasks.addLog(device.id, fileName, data.content, now());
      return { state: "success", code: null, progress: 100 };
    } catch (err) {
      return failed(err);
    }
  }

  function track(job: Promise<void>) {
    running.add(job);
    void job.finally(() => running.delete(job));
  }

  return {
    /** The gateway's `connected` events end reboot and upgrade waits. */
    connected: (report: HelloFrame) => reconnects.connected(report),

    /** /dev-cmd/check: whether the command can run now, the latest firmware and the last task of that kind. */
    async check(caller: Caller, sn: string, cmd: DeviceCmd) {
      const { device } = await deviceFor(caller, sn, SITE_ROLE.LIVE_ONLY_VIEWER);
      const { latest, upgradable } = upgradeFor(device);
      const task = await tasks.latest(device.id, cmd);
      return {
        online: gateway().isOnline(sn),
        supported: cmd !== "upgrade" || latest !== null,
        latestVersion: cmd === "upgrade" ? (latest?.version ?? "") : "",
        upgradable: cmd === "upgrade" && upgradable,
        task: task ? taskView(task, sn) : null,
      };
    },

    /** /dev-cmd/execute: 7062 offline, 7000 nothing to upgrade, 7064 a task of the device is running. */
    async execute(caller: Caller, sn: string, cmd: DeviceCmd) {
      const { device } = await deviceFor(caller, sn, SITE_ROLE.SITE_ADMIN);
      if (!gateway().isOnline(sn)) throw new AppError(Code.DEVICE_OFFLINE);
      if (cmd === "upgrade" && !upgradeFor(device).upgradable) throw new AppError(Code.INVALID_DATA, { issues: [{ path: "cmd", message: "latest" }] });
      const row = await tasks.start(device.id, cmd, caller.user.userId, now());
      if (!row) throw new AppError(Code.DEVICE_BUSY);
      const job = async () => {
        const outcome = cmd === "reboot" ? await reboot(device) : cmd === "upgrade" ? await upgrade(device, row.id) : await logUpload(device);
        await end(sn, row.id, outcome);
        if (cmd === "upgrade" && outcome.state === "success" && !closed) notifier?.event(device, "upgradeDone");
      };
      track(job().catch(async (err: unknown) => {
        log.error({ err, sn, cmd }, "device task failed");
        await end(sn, row.id, { state: "failure", code: Code.INTERNAL }).catch(() => undefined);
      }));
      await pushTask(sn, row);
      return { task: taskView(row, sn) };
    },

    /** /device-logs/list */
    async logs(caller: Caller, sn: string, pageNum: number, pageSize: number) {
      const { device } = await deviceFor(caller, sn, SITE_ROLE.SITE_VIEWER);
      return tasks.logs(device.id, pageNum, pageSize);
    },

    /** /device-logs/download: the log's device must be one the caller may see. */
    async downloadLog(caller: Caller, logId: string) {
      const row = isUuid(logId) ? await tasks.log(logId) : null;
      if (!row) throw new AppError(Code.NO_DEVICE_PERMISSION);
      await deviceFor(caller, row.sn, SITE_ROLE.SITE_VIEWER);
      return { fileName: row.fileName, content: row.content };
    },

    /** Stops waiting (shutdown); the next start marks tasks still running as timeouts. */
    close() {
      closed = true;
      reconnects.cancelAll();
    },

    /** Resolves when every task started so far has ended (tests). */
    async idle() {
      await Promise.allSettled([...running]);
    },
  };
}

export type TaskService = ReturnType<typeof createTaskService>;
