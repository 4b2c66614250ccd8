/**
 * Query keys of channel data. Every channel list lives under `all`, so the device-status push can
 * patch each cached list (device channels, site channels, camera lists) in place.
 */
export const channelKeys = {
  all: ["channels"] as const,
  lists: () => [...channelKeys.all, "list"] as const,
  /** The channels of one device (/channel/list/detail). */
  list: (sn: string) => [...channelKeys.lists(), sn] as const,
};
