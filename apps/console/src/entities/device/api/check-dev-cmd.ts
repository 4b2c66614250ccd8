import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DeviceCmd, ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { useDeviceStatusPush } from "../model/use-device-status-push";
import { deviceKeys } from "./device-keys";

export type DevCmdCheck = ResponseOf<"/dev-cmd/check">;

/** Poll interval while an operation runs and no push tells its progress (spec §9: 3 s). */
export const DEV_CMD_POLL_MS = 3_000;

/**
 * Whether a reboot, upgrade or log upload can run now, with the latest task of that kind and, for
 * upgrades, the latest firmware (POST /vms/dev-cmd/check).
 */
export function checkDevCmd(sn: string, cmd: DeviceCmd): Promise<DevCmdCheck> {
  return apiClient.call("/dev-cmd/check", { sn, cmd });
}

/** Query options for an operation check; DEVICE_TASK pushes patch its `task`. */
export function devCmdCheckQueryOptions(sn: string, cmd: DeviceCmd) {
  return queryOptions({ queryKey: deviceKeys.cmdCheck(sn, cmd), queryFn: () => checkDevCmd(sn, cmd) });
}

/**
 * An operation check that polls every 3 s while its task runs: the fallback when task pushes do
 * not arrive (spec §4 operations end in success, timeout or failure). Task pushes patch it while mounted.
 */
export function useDevCmdCheck(sn: string, cmd: DeviceCmd, options: { enabled?: boolean } = {}) {
  useDeviceStatusPush();
  return useQuery({
    ...devCmdCheckQueryOptions(sn, cmd),
    enabled: options.enabled ?? true,
    refetchInterval: (query) => (query.state.data?.task?.state === "running" ? DEV_CMD_POLL_MS : false),
  });
}
