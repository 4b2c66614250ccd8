import type { RequestOf } from "@vms/api-client";

/** Query keys of the archives slice. */
export const archiveKeys = {
  all: ["archives"] as const,
  page: (query: RequestOf<"/archives/list">) => [...archiveKeys.all, "page", query] as const,
  conditions: () => [...archiveKeys.all, "conditions"] as const,
  video: (archiveId: string) => [...archiveKeys.all, "video", archiveId] as const,
  shares: (archiveId: string) => [...archiveKeys.all, "shares", archiveId] as const,
  authority: () => [...archiveKeys.all, "authority"] as const,
};
