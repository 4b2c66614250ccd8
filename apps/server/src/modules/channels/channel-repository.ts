import type { Channel } from "@vms/api-client";
import { and, asc, count, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { channels, devices, sites } from "../../db/schema/index.js";
import { likeOf } from "../../db/like.js";
import { pagedSelect } from "../../db/paged-select.js";
import { channelStatusOf } from "@vms/api-client";

/** Channel filters; `siteIds` null means every site of the organization. */
export interface ChannelFilter {
  orgId: string;
  siteIds: readonly string[] | null;
  deviceId?: number;
  /** Cameras only: configured channels. */
  configuredOnly?: boolean;
  status?: number | undefined;
  /** Matches the channel name, the device name or the SN. */
  keyword?: string | undefined;
}

const columns = {
  sn: devices.sn,
  chlIndex: channels.chlIndex,
  number: channels.number,
  name: channels.name,
  configured: channels.configured,
  status: channels.status,
  enabled: channels.enabled,
  supportFun: channels.supportFun,
  mainStream: channels.mainStream,
  subStream: channels.subStream,
  deviceName: devices.name,
  devType: devices.devType,
  deviceStatus: devices.status,
  siteId: devices.siteId,
  siteName: sites.name,
};

interface ChannelRow {
  sn: string;
  chlIndex: number;
  number: number;
  name: string;
  configured: boolean;
  status: number;
  enabled: boolean;
  supportFun: string[];
  mainStream: unknown;
  subStream: unknown;
  deviceName: string;
  devType: number;
  deviceStatus: number;
  siteId: string;
  siteName: string;
}

/** A channel row as the console sees it. */
export function channelView(row: ChannelRow): Channel {
  return {
    ...row,
    status: channelStatusOf(row.status),
    devType: row.devType as Channel["devType"],
    mainStream: (row.mainStream ?? null) as Channel["mainStream"],
    subStream: (row.subStream ?? null) as Channel["subStream"],
  };
}

function where(filter: ChannelFilter): SQL | undefined {
  const parts: SQL[] = [eq(devices.orgId, filter.orgId)];
  if (filter.siteIds) parts.push(inArray(devices.siteId, [...filter.siteIds]));
  if (filter.deviceId !== undefined) parts.push(eq(channels.deviceId, filter.deviceId));
  if (filter.configuredOnly) parts.push(eq(channels.configured, true));
  if (filter.status !== undefined) parts.push(eq(channels.status, filter.status));
  const word = filter.keyword?.trim();
  if (word) {
    const match = or(ilike(channels.name, likeOf(word)), ilike(devices.name, likeOf(word)), ilike(devices.sn, likeOf(word)));
    if (match) parts.push(match);
  }
  return and(...parts);
}

/** Channels of bound devices, always scoped by organization (and by visible sites where given). */
export function createChannelRepository(db: AppDatabase) {
  const select = () =>
    db.select(columns).from(channels).innerJoin(devices, eq(devices.id, channels.deviceId)).innerJoin(sites, eq(sites.id, devices.siteId));

  return {
    async list(filter: ChannelFilter): Promise<Channel[]> {
      const rows = await select().where(where(filter)).orderBy(asc(devices.id), asc(channels.chlIndex));
      return rows.map(channelView);
    },

    async page(filter: ChannelFilter, pageNum: number, pageSize: number): Promise<{ total: number; list: Channel[] }> {
      const { total, rows } = await pagedSelect(
        { pageNum, pageSize },
        db.select({ n: count() }).from(channels).innerJoin(devices, eq(devices.id, channels.deviceId)).where(where(filter)),
        select().where(where(filter)).orderBy(asc(devices.id), asc(channels.chlIndex)),
      );
      return { total, list: rows.map(channelView) };
    },

    async exists(deviceId: number, chlIndex: number): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(channels).where(and(eq(channels.deviceId, deviceId), eq(channels.chlIndex, chlIndex)));
      return (row?.n ?? 0) > 0;
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
