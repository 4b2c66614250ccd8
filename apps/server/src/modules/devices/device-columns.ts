import { devices, sites } from "../../db/schema/index.js";

/** Filters of the asset page; `siteIds` null means every site of the organization. */
export interface DeviceFilter {
  orgId: string;
  siteIds: readonly string[] | null;
  devTypes?: readonly number[] | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

/** A device row with its site's name (joined). */
export const deviceColumns = {
  id: devices.id,
  orgId: devices.orgId,
  sn: devices.sn,
  name: devices.name,
  devType: devices.devType,
  model: devices.model,
  version: devices.version,
  status: devices.status,
  siteId: devices.siteId,
  siteName: sites.name,
  chlCount: devices.chlCount,
  onlineChlCount: devices.onlineChlCount,
  timeZone: devices.timeZone,
  language: devices.language,
  storage: devices.storage,
  boundAt: devices.boundAt,
  lastSeen: devices.lastSeen,
};
