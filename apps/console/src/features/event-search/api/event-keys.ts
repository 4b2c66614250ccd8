import type { RequestOf } from "@vms/api-client";

/** Query keys of the event search slice. */
export const eventKeys = {
  all: ["events"] as const,
  cameras: () => [...eventKeys.all, "cameras"] as const,
  video: (eventId: string) => [...eventKeys.all, "video", eventId] as const,
  search: (query: RequestOf<"/event/search/list">) => [...eventKeys.all, "search", query] as const,
};
