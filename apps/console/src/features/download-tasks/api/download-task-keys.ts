import type { RequestOf } from "@vms/api-client";

/** Query keys of the download-tasks slice. */
export const downloadTaskKeys = {
  all: ["download-tasks"] as const,
  page: (query: RequestOf<"/download-task/list">) => [...downloadTaskKeys.all, query] as const,
};
