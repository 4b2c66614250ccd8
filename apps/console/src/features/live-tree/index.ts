// Public API of the live tree slice (spec §2 Live, §7 /merchant-site-chl/list): the searchable,
// virtualized site → device → channel tree of the caller's visible sites.
export { LiveChannelTree } from "./ui/live-channel-tree";
export { useDeviceSiteId, useDeviceType } from "./api/use-device-type";
export { liveTreeQueryOptions } from "./api/get-live-tree";
