import type { DeviceStatus, DevType, PageSize } from "@vms/api-client";

export type { PageSize };

/** The asset page's filters and page, as /device/page takes them (spec §2, §9). */
export interface DevicePageQuery {
  pageNum: number;
  pageSize: PageSize;
  /** A site and its sub-sites; absent for every visible site. */
  siteId?: string;
  devTypes?: DevType[];
  status?: DeviceStatus;
  /** Name or SN. */
  keyword?: string;
}

/**
 * The request for a query with empty filters left out and types sorted, so equal filters give one
 * query key (and one cache entry) however they were built.
 */
export function normalizeDevicePageQuery(query: DevicePageQuery): DevicePageQuery {
  const keyword = query.keyword?.trim();
  const devTypes = query.devTypes?.length ? [...new Set(query.devTypes)].sort((a, b) => a - b) : undefined;
  return {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    ...(query.siteId ? { siteId: query.siteId } : {}),
    ...(devTypes ? { devTypes } : {}),
    ...(query.status !== undefined ? { status: query.status } : {}),
    ...(keyword ? { keyword } : {}),
  };
}
