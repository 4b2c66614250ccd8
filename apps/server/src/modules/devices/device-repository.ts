import { CHANNEL_STATUS, DEVICE_STATUS, type HelloFrame } from "@vms/api-client";
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { likeOf } from "../../db/like.js";
import { pageOffset } from "../../db/paged-select.js";
import { channels, deviceRegistry, devices, sites } from "../../db/schema/index.js";
import { deviceColumns, type DeviceFilter } from "./device-columns.js";
import { createDevicePageQuery } from "./device-page-query.js";
import type { DeviceRowView } from "./device-view.js";

/** A bound device with its organization and site name. */
export interface DeviceRow extends DeviceRowView {
  orgId: string;
}

/** The WHERE of a device filter (organization first: every query is scoped by it). */
export function deviceWhere(filter: DeviceFilter): SQL | undefined {
  const parts: SQL[] = [eq(devices.orgId, filter.orgId)];
  if (filter.siteIds) parts.push(inArray(devices.siteId, [...filter.siteIds]));
  if (filter.devTypes && filter.devTypes.length > 0) parts.push(inArray(devices.devType, [...filter.devTypes]));
  if (filter.status !== undefined) parts.push(eq(devices.status, filter.status));
  const word = filter.keyword?.trim();
  if (word) {
    const match = or(ilike(devices.name, likeOf(word)), ilike(devices.sn, likeOf(word)));
    if (match) parts.push(match);
  }
  return and(...parts);
}

/** The values a device report sets on the devices row. */
export function reportValues(report: HelloFrame) {
  return {
    devType: report.devType,
    model: report.model,
    version: report.version,
    timeZone: report.timeZone,
    language: report.language,
    chlCount: report.channels.length,
    onlineChlCount: report.channels.filter((c) => c.online).length,
    storage: report.storage,
  };
}

/** Channel rows of a report. */
export function channelValues(deviceId: number, report: HelloFrame) {
  return report.channels.map((c) => ({
    deviceId,
    chlIndex: c.chlIndex,
    number: c.number,
    name: c.name,
    configured: c.configured,
    status: c.online ? CHANNEL_STATUS.ONLINE : CHANNEL_STATUS.OFFLINE,
    enabled: c.enabled,
    supportFun: c.supportFun,
    mainStream: c.mainStream,
    subStream: c.subStream,
  }));
}

/** Bound devices and their channels. */
export function createDeviceRepository(db: AppDatabase) {
  const selectDevices = () => db.select(deviceColumns).from(devices).innerJoin(sites, eq(sites.id, devices.siteId));
  const pageQuery = createDevicePageQuery(db);

  return {
    /** Bound devices shown online that no gateway instance holds now (they went away while we were down) become offline. */
    async markOfflineWhereNoGatewayHolds(): Promise<void> {
      await db
        .update(devices)
        .set({ status: DEVICE_STATUS.OFFLINE, onlineChlCount: 0 })
        .where(and(eq(devices.status, DEVICE_STATUS.ONLINE), sql`not exists (select 1 from ${deviceRegistry} r where r.sn = ${devices.sn} and r.online)`));
    },
    /**
     * One page ordered by id, without joining sites (`siteName` names them from the caller's scope),
     * and the total in the same statement: summed from the `device_counts` rollup (decision 0013),
     * or, for a keyword search, counted in the same pass (device-page-query.ts).
     */
    async page(filter: DeviceFilter, pageNum: number, pageSize: number, siteName: (siteId: string) => string): Promise<{ total: number; rows: DeviceRow[] }> {
      return pageQuery.page(filter, pageSize, pageOffset({ pageNum, pageSize }), siteName);
    },

    async list(filter: DeviceFilter): Promise<DeviceRow[]> {
      return selectDevices().where(deviceWhere(filter)).orderBy(asc(devices.id));
    },

    /** The bound device with this SN, whatever its organization. */
    async findBySn(sn: string): Promise<DeviceRow | null> {
      const [row] = await selectDevices().where(eq(devices.sn, sn)).limit(1);
      return row ?? null;
    },

    /** Binds a device: its row and channels from the report. */
    async insert(values: { orgId: string; siteId: string; sn: string; name: string; boundBy: string | null; report: HelloFrame; online: boolean }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(devices)
          .values({
            orgId: values.orgId,
            siteId: values.siteId,
            sn: values.sn,
            name: values.name,
            boundBy: values.boundBy,
            lastSeen: new Date(),
            ...reportValues(values.report),
            status: values.online ? DEVICE_STATUS.ONLINE : DEVICE_STATUS.OFFLINE,
            ...(values.online ? {} : { onlineChlCount: 0 }),
          })
          .returning({ id: devices.id });
        if (!row) throw new Error("device insert returned nothing");
        const rows = channelValues(row.id, values.report).map((c) => (values.online ? c : { ...c, status: CHANNEL_STATUS.OFFLINE }));
        if (rows.length > 0) await tx.insert(channels).values(rows);
        return row.id;
      });
    },

    async update(id: number, values: Partial<typeof devices.$inferInsert>): Promise<void> {
      await db.update(devices).set(values).where(eq(devices.id, id));
    },

    /** Answers the device it deleted, named by its name and SN (none when it was gone). */
    async delete(id: number): Promise<Array<{ name: string; id: string }>> {
      return db.delete(devices).where(eq(devices.id, id)).returning({ name: devices.name, id: devices.sn });
    },

    /** A reconnecting device: the row and its channels follow the new report. */
    async applyReport(id: number, report: HelloFrame, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(devices).set({ ...reportValues(report), status: DEVICE_STATUS.ONLINE, lastSeen: at }).where(eq(devices.id, id));
        const rows = channelValues(id, report);
        const indexes = rows.map((r) => r.chlIndex);
        await tx.delete(channels).where(indexes.length > 0 ? and(eq(channels.deviceId, id), notInArray(channels.chlIndex, indexes)) : eq(channels.deviceId, id));
        if (rows.length > 0) {
          await tx
            .insert(channels)
            .values(rows)
            .onConflictDoUpdate({
              target: [channels.deviceId, channels.chlIndex],
              set: {
                number: sql`excluded.number`,
                name: sql`excluded.name`,
                configured: sql`excluded.configured`,
                status: sql`excluded.status`,
                enabled: sql`excluded.enabled`,
                supportFun: sql`excluded.support_fun`,
                mainStream: sql`excluded.main_stream`,
                subStream: sql`excluded.sub_stream`,
              },
            });
        }
      });
    },

    /** A dropped device: offline, its channels offline. */
    async markOffline(id: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(devices).set({ status: DEVICE_STATUS.OFFLINE, onlineChlCount: 0, lastSeen: at }).where(eq(devices.id, id));
        await tx.update(channels).set({ status: CHANNEL_STATUS.OFFLINE }).where(eq(channels.deviceId, id));
      });
    },

    /** Channel states from a status frame; answers the new online count. */
    async setChannelStates(id: number, states: ReadonlyArray<{ chlIndex: number; online: boolean }>, at: Date): Promise<number> {
      return db.transaction(async (tx) => {
        for (const state of states) {
          await tx.update(channels).set({ status: state.online ? CHANNEL_STATUS.ONLINE : CHANNEL_STATUS.OFFLINE }).where(and(eq(channels.deviceId, id), eq(channels.chlIndex, state.chlIndex)));
        }
        const [online] = await tx.select({ n: count() }).from(channels).where(and(eq(channels.deviceId, id), eq(channels.status, CHANNEL_STATUS.ONLINE)));
        const n = online?.n ?? 0;
        await tx.update(devices).set({ onlineChlCount: n, lastSeen: at }).where(eq(devices.id, id));
        return n;
      });
    },

    async setChannelEnabled(id: number, chlIndex: number, enabled: boolean): Promise<void> {
      await db.update(channels).set({ enabled }).where(and(eq(channels.deviceId, id), eq(channels.chlIndex, chlIndex)));
    },

  };
}

export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
