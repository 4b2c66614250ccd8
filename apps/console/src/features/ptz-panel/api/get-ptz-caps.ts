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

/** The capabilities (undefined while loading, or not asked while `enabled` is false). */
export function usePtzCaps(target: PtzTarget, enabled = true) {
  return useQuery({ ...ptzCapsQueryOptions(target), enabled });
}

/**
 * Issue 28: whether the channel can be steered at all (PTZ or a motorised lens); undefined until
 * the device said. A camera without either (a doorbell) gets no PTZ panel.
 */
export function useHasPtz(target: PtzTarget, enabled: boolean): boolean | undefined {
  const { data } = usePtzCaps(target, enabled);
  return data ? data.ptz || data.lens : undefined;
}
