import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_PTZ_CAPS, parsePtzCaps, type PtzCaps } from "../model/ptz-limits";
import { callPtz, ptzKeys, type PtzTarget } from "./ptz-transport";

/**
 * The channel's PTZ capabilities (PtzGetCaps_I). A device that cannot say (a recorder without the
 * call, a failure) leaves the capability defaults (spec §8), so the panel still works.
 */
export async function getPtzCaps(target: PtzTarget): Promise<PtzCaps> {
  try {
    return parsePtzCaps(await callPtz(target, "PtzGetCaps_I", {}, "control", true));
  } catch {
    return DEFAULT_PTZ_CAPS;
  }
}

export function ptzCapsQueryOptions(target: PtzTarget) {
  return queryOptions({ queryKey: ptzKeys.caps(target), queryFn: () => getPtzCaps(target), staleTime: 60_000 });
}

/** The capabilities (undefined while loading). */
export function usePtzCaps(target: PtzTarget) {
  return useQuery(ptzCapsQueryOptions(target));
}
