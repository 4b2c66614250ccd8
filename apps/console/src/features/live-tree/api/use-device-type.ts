import { useQuery } from "@tanstack/react-query";
import { liveTreeQueryOptions, type LiveTree } from "./get-live-tree";

/** The device type (spec §3) of `sn` in the tree, or undefined while unknown. */
export function deviceTypeIn(tree: LiveTree | undefined, sn: string): number | undefined {
  for (const site of tree?.list ?? []) {
    const device = site.devices.find((d) => d.sn === sn);
    if (device) return device.devType;
  }
  return undefined;
}

/**
 * The device type of `sn` from the live tree the page already loaded: PTZ speaks the camera dialect
 * to an IPC and the recorder dialect to an NVR or DVR channel (spec §7 transportApi).
 */
export function useDeviceType(sn: string): number | undefined {
  const { data } = useQuery(liveTreeQueryOptions());
  return deviceTypeIn(data, sn);
}

/** The site of device `sn` in the tree, or undefined while unknown. */
export function deviceSiteIn(tree: LiveTree | undefined, sn: string): string | undefined {
  return tree?.list.find((site) => site.devices.some((d) => d.sn === sn))?.siteId;
}

/** The site of `sn` from the live tree the page already loaded (its role there decides PTZ, spec §6). */
export function useDeviceSiteId(sn: string): string | undefined {
  const { data } = useQuery(liveTreeQueryOptions());
  return deviceSiteIn(data, sn);
}
