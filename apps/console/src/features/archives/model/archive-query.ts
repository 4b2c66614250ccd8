import { ARCHIVE_PAGE_SIZE, type ArchiveState, type RequestOf } from "@vms/api-client";

/** The list filters as the page holds them (spec §3 "Archive search info"). */
export interface ArchiveFilterValue {
  title: string;
  status: ArchiveState | "";
  siteId: string;
  /** `<sn>#<chlIndex>`, or "" for every camera. */
  camera: string;
  /** Archived from / to, local dates YYYY-MM-DD ("" open). */
  from: string;
  to: string;
}

export const emptyArchiveFilters = (): ArchiveFilterValue => ({ title: "", status: "", siteId: "", camera: "", from: "", to: "" });

export const cameraKey = (c: { sn: string; chlIndex: number }) => `${c.sn}#${c.chlIndex}`;

const localDay = (day: string, endOfDay: boolean) => {
  const [y, m, d] = day.split("-").map(Number);
  const at = new Date(y!, m! - 1, d!, endOfDay ? 23 : 0, endOfDay ? 59 : 0, endOfDay ? 59 : 0);
  return Math.floor(at.getTime() / 1000);
};

/** The /archives/list request of a page of the filtered list (empty filters are left out). */
export function archiveListQuery(f: ArchiveFilterValue, pageNum: number): RequestOf<"/archives/list"> {
  const sep = f.camera.lastIndexOf("#");
  const hasRange = f.from !== "" || f.to !== "";
  return {
    pageNum,
    pageSize: ARCHIVE_PAGE_SIZE,
    ...(f.title.trim() ? { archiveTitle: f.title.trim() } : {}),
    ...(f.status ? { status: [f.status] } : {}),
    ...(f.siteId ? { siteIds: [f.siteId] } : {}),
    ...(sep > 0 ? { cameras: [{ sn: f.camera.slice(0, sep), chlIndex: Number(f.camera.slice(sep + 1)) }] } : {}),
    ...(hasRange ? { dateRange: [f.from ? localDay(f.from, false) : 0, f.to ? localDay(f.to, true) : 4_102_444_800] as [number, number] } : {}),
  };
}
