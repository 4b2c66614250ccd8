import { deviceKeys } from "@/entities/device";

type ConfigSection = "language" | "timeZone" | "network" | "vsOutputs";

/** Query keys of the device detail's own data, under the device family so device invalidations reach them. */
export const detailKeys = {
  config: (sn: string, section: ConfigSection) => [...deviceKeys.all, "config", sn, section] as const,
  notify: (sn: string) => [...deviceKeys.all, "notify", sn] as const,
  logs: (sn: string) => [...deviceKeys.all, "logs", sn] as const,
  logPage: (sn: string, pageNum: number, pageSize: number) => [...detailKeys.logs(sn), pageNum, pageSize] as const,
  users: () => ["users", "choose"] as const,
  bridgeCameras: (sn: string) => [...deviceKeys.all, "bridge-cameras", sn] as const,
};
