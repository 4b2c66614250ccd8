import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResponseOf } from "@vms/api-client";
import { apiClient } from "@/shared/api";
import { detailKeys } from "./detail-keys";

type ConfigAnswer = ResponseOf<"/config/device/get">;
/** A configuration section of the device detail: language, timeZone or network. */
export type ConfigSection = ConfigAnswer["section"];
/** The value of one section. */
export type ConfigValueOf<S extends ConfigSection> = Extract<ConfigAnswer, { section: S }>["value"];

/**
 * Reads a section from the device itself (POST /vms/config/device/get). Without a tip: the tab
 * shows 7062 (offline) and other failures inline.
 */
export async function getDeviceConfig<S extends ConfigSection>(sn: string, section: S): Promise<ConfigValueOf<S>> {
  const answer = await apiClient.call("/config/device/get", { sn, section }, { hideTip: true });
  return answer.value as ConfigValueOf<S>;
}

/** Query options for one section; the device is asked again each time the tab opens. */
export function deviceConfigQueryOptions<S extends ConfigSection>(sn: string, section: S) {
  return queryOptions({ queryKey: detailKeys.config(sn, section), queryFn: () => getDeviceConfig(sn, section), staleTime: 0 });
}

/** One configuration section (undefined while loading). */
export function useDeviceConfig<S extends ConfigSection>(sn: string, section: S) {
  return useQuery(deviceConfigQueryOptions(sn, section));
}
