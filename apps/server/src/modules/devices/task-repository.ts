import type { DeviceTask } from "@vms/api-client";
import { and, count, desc, eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { deviceLogs, deviceTasks, devices } from "../../db/schema/index.js";
import { pagedSelect } from "../../db/paged-select.js";
import { isUniqueViolation } from "../../db/pg-errors.js";

type TaskRow = typeof deviceTasks.$inferSelect;

/** A task row as the console sees it. */
export function taskView(row: TaskRow, sn: string): DeviceTask {
  return {
    taskId: row.id,
    sn,
    cmd: row.cmd as DeviceTask["cmd"],
    state: row.state as DeviceTask["state"],
    progress: row.progress,
    code: row.code,
    startTime: row.startedAt.getTime(),
    endTime: row.endedAt?.getTime() ?? null,
  };
}

/** Device tasks and uploaded logs. */
export function createTaskRepository(db: AppDatabase) {
  return {
    /** Starts a task; null while another task of the device runs (one running task per device, unique index). */
    async start(deviceId: number, cmd: string, createdBy: string, at: Date): Promise<TaskRow | null> {
      try {
        const [row] = await db.insert(deviceTasks).values({ deviceId, cmd, state: "running", createdBy, startedAt: at }).returning();
        return row ?? null;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    async latest(deviceId: number, cmd: string): Promise<TaskRow | null> {
      const [row] = await db
        .select()
        .from(deviceTasks)
        .where(and(eq(deviceTasks.deviceId, deviceId), eq(deviceTasks.cmd, cmd)))
        .orderBy(desc(deviceTasks.startedAt))
        .limit(1);
      return row ?? null;
    },

    async setProgress(id: string, progress: number): Promise<void> {
      await db.update(deviceTasks).set({ progress }).where(and(eq(deviceTasks.id, id), eq(deviceTasks.state, "running")));
    },

    /** Ends a running task; null when it had ended already (or its device was unbound). */
    async finish(id: string, end: { state: "success" | "timeout" | "failure"; code: number | null; progress?: number }, at: Date): Promise<TaskRow | null> {
      const [row] = await db
        .update(deviceTasks)
        .set({ state: end.state, code: end.code, endedAt: at, ...(end.progress === undefined ? {} : { progress: end.progress }) })
        .where(and(eq(deviceTasks.id, id), eq(deviceTasks.state, "running")))
        .returning();
      return row ?? null;
    },

    /** At start: tasks survive nothing across restarts, so the running ones timed out. */
    async timeoutRunning(code: number, at: Date): Promise<number> {
      const rows = await db.update(deviceTasks).set({ state: "timeout", code, endedAt: at }).where(eq(deviceTasks.state, "running")).returning({ id: deviceTasks.id });
      return rows.length;
    },

    async addLog(deviceId: number, fileName: string, content: string, at: Date): Promise<void> {
      await db.insert(deviceLogs).values({ deviceId, fileName, content, size: Buffer.byteLength(content, "utf8"), createdAt: at });
    },

    async logs(deviceId: number, pageNum: number, pageSize: number) {
      const { total, rows } = await pagedSelect(
        { pageNum, pageSize },
        db.select({ n: count() }).from(deviceLogs).where(eq(deviceLogs.deviceId, deviceId)),
        db
          .select({ logId: deviceLogs.id, fileName: deviceLogs.fileName, size: deviceLogs.size, createdAt: deviceLogs.createdAt })
          .from(deviceLogs)
          .where(eq(deviceLogs.deviceId, deviceId))
          .orderBy(desc(deviceLogs.createdAt), desc(deviceLogs.id)),
      );
      return { total, list: rows.map((r) => ({ logId: r.logId, fileName: r.fileName, size: r.size, createTime: r.createdAt.getTime() })) };
    },

    async log(logId: string) {
      const [row] = await db
        .select({ sn: devices.sn, fileName: deviceLogs.fileName, content: deviceLogs.content })
        .from(deviceLogs)
        .innerJoin(devices, eq(devices.id, deviceLogs.deviceId))
        .where(eq(deviceLogs.id, logId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;
