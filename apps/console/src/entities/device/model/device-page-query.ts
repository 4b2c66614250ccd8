import type { PageSize, RequestOf } from "@vms/api-client";

export type { PageSize };

type DevicePageRequest = RequestOf<"/device/page">;

/**
 * The asset page's filters and page, as /device/page takes them (spec §2, §9): the page always
 * explicit (one query key per page), sub-sites always included (the call adds that flag).
 */
export type DevicePageQuery = Omit<DevicePageRequest, "includeSubSites" | "pageNum" | "pageSize"> &
  Required<Pick<DevicePageRequest, "pageNum" | "pageSize">>;

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
