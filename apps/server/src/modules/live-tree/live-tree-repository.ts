import type { TreeDevice } from "@vms/api-client";
import { and, asc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { channels, devices } from "../../db/schema/index.js";
import { channelStatusOf } from "@vms/api-client";

/** `siteIds` null: every site of the organization (administrators). */
const scoped = (orgId: string, siteIds: readonly string[] | null): SQL | undefined =>
  and(eq(devices.orgId, orgId), siteIds ? inArray(devices.siteId, [...siteIds]) : undefined);

/** Devices and channels of the live tree: two flat queries, always scoped by organization and sites. */
export function createLiveTreeRepository(db: AppDatabase) {
  return {
    /** Devices (with their channels, each with whether a licence covers it) of the given sites, keyed by site id, in id order. */
    async devicesBySite(orgId: string, siteIds: readonly string[] | null, licensed: (sn: string, chlIndex: number) => boolean): Promise<Map<string, TreeDevice[]>> {
      const where = scoped(orgId, siteIds);
      const [deviceRows, channelRows] = await Promise.all([
        db.select({ id: devices.id, siteId: devices.siteId, sn: devices.sn, name: devices.name, devType: devices.devType, status: devices.status })
          .from(devices).where(where).orderBy(asc(devices.id)),
        db.select({ deviceId: channels.deviceId, chlIndex: channels.chlIndex, name: channels.name, status: channels.status, enabled: channels.enabled, configured: channels.configured, supportFun: channels.supportFun, subStream: channels.subStream })
          .from(channels).innerJoin(devices, eq(devices.id, channels.deviceId)).where(where).orderBy(asc(channels.deviceId), asc(channels.chlIndex)),
      ]);
      const snOf = new Map(deviceRows.map((d) => [d.id, d.sn]));
      const chlsOf = new Map<number, TreeDevice["channels"]>();
      for (const c of channelRows) {
        if (!c.configured) continue;
        const list = chlsOf.get(c.deviceId) ?? [];
        list.push({ chlIndex: c.chlIndex, name: c.name, status: channelStatusOf(c.status), enabled: c.enabled, supportFun: c.supportFun, hasSub: c.subStream !== null, licensed: licensed(snOf.get(c.deviceId) ?? "", c.chlIndex) });
        chlsOf.set(c.deviceId, list);
      }
      const bySite = new Map<string, TreeDevice[]>();
      for (const d of deviceRows) {
        const list = bySite.get(d.siteId) ?? [];
        list.push({ sn: d.sn, name: d.name, devType: d.devType as TreeDevice["devType"], status: d.status, channels: chlsOf.get(d.id) ?? [] });
        bySite.set(d.siteId, list);
      }
      return bySite;
    },

    /** States of the asked channels that lie in the given sites. */
    async states(orgId: string, siteIds: readonly string[] | null, refs: ReadonlyArray<{ sn: string; chlIndex: number }>) {
      if (refs.length === 0) return [];
      const match = or(...refs.map((r) => and(eq(devices.sn, r.sn), eq(channels.chlIndex, r.chlIndex))));
      const rows = await db.select({ sn: devices.sn, chlIndex: channels.chlIndex, status: channels.status, deviceStatus: devices.status })
        .from(channels).innerJoin(devices, eq(devices.id, channels.deviceId)).where(and(scoped(orgId, siteIds), match));
      return rows.map((r) => ({ ...r, status: channelStatusOf(r.status) }));
    },
  };
}
