import { DEV_TYPE, DEVICE_STATUS, PAGE_SIZES, type DeviceStatus, type DevType } from "@vms/api-client";
import { z } from "zod/mini";
import type { DevicePageQuery, PageSize } from "@/entities/device";

/** The status filter as the URL spells it; absent means all (spec §2 asset page). */
export const STATUS_FILTERS = ["online", "offline", "unknown"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const STATUS_VALUES: Readonly<Record<StatusFilter, DeviceStatus>> = {
  online: DEVICE_STATUS.ONLINE,
  offline: DEVICE_STATUS.OFFLINE,
  unknown: DEVICE_STATUS.UNKNOWN,
};

const DEV_TYPES = Object.values(DEV_TYPE) as DevType[];
const isDevType = (value: unknown): value is DevType => DEV_TYPES.includes(value as DevType);

/** The router parses `?q=123` as a number: text params accept numbers back as text; blanks are dropped. */
const text = (max: number) =>
  // Optional on the outside too: zod/mini's pipe takes its input's optionality from the transform.
  z.optional(
    z.catch(
      z.pipe(
        z.transform((v) => {
          const value = typeof v === "number" ? String(v) : v;
          return typeof value === "string" ? value.trim() || undefined : value;
        }),
        z.optional(z.string().check(z.maxLength(max))),
      ),
      undefined,
    ),
  );

/** `types` as an array or "1,2"; unknown types are dropped, duplicates removed, sorted. */
const devTypes = z.pipe(
  z.unknown(),
  z.transform((v): DevType[] | undefined => {
    const raw = Array.isArray(v) ? v : typeof v === "string" ? v.split(",") : typeof v === "number" ? [v] : [];
    const types = [...new Set(raw.map(Number).filter(isDevType))].sort((a, b) => a - b);
    return types.length ? types : undefined;
  }),
);

const pageSize = z.catch(
  z.optional(z.coerce.number().check(z.refine((n): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n)))),
  undefined,
);

/**
 * The asset page's filters and page in the URL (spec §2, §9): `site`, `types`, `status`, `q`, `page`,
 * `size`. Anything malformed is dropped rather than failing the page; defaults are left out.
 */
export const devicesSearchSchema = z.object({
  site: text(64),
  types: z.optional(devTypes),
  status: z.catch(z.optional(z.enum(STATUS_FILTERS)), undefined),
  q: text(64),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000))), undefined),
  size: pageSize,
});
export type DevicesSearch = z.infer<typeof devicesSearchSchema>;

/** The default page size (spec §9: 10). */
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** The /device/page query for the URL's filters (all sites, every type and status by default). */
export function toDevicePageQuery(search: DevicesSearch): DevicePageQuery {
  return {
    pageNum: search.page ?? 1,
    pageSize: (search.size as PageSize | undefined) ?? DEFAULT_PAGE_SIZE,
    ...(search.site ? { siteId: search.site } : {}),
    ...(search.types?.length ? { devTypes: search.types } : {}),
    ...(search.status ? { status: STATUS_VALUES[search.status] } : {}),
    ...(search.q ? { keyword: search.q } : {}),
  };
}

/** The filter fields of the search (what the device list depends on), for the route's loader deps. */
export function pickDeviceFilters(search: DevicesSearch): DevicesSearch {
  return { site: search.site, types: search.types, status: search.status, q: search.q, page: search.page, size: search.size };
}
