import type { DeviceCmd } from "@vms/api-client";
import type { DevicePageQuery } from "../model/device-page-query";

/**
 * Query keys of device data. Pages, details and operation checks live under `all`, so the device
 * status push (and any mutation) can reach each family.
 */
export const deviceKeys = {
  all: ["devices"] as const,
  pages: () => [...deviceKeys.all, "page"] as const,
  page: (query: DevicePageQuery) => [...deviceKeys.pages(), query] as const,
  details: () => [...deviceKeys.all, "detail"] as const,
  detail: (sn: string) => [...deviceKeys.details(), sn] as const,
  cmdChecks: (sn: string) => [...deviceKeys.all, "cmd", sn] as const,
  cmdCheck: (sn: string, cmd: DeviceCmd) => [...deviceKeys.cmdChecks(sn), cmd] as const,
};
