// Public API of the channel entity (spec §3 Channel, §4 channel status): the device channel list
// query, the cache patch the device-status push applies, and the channel status badge. Shared by the
// asset page, the device detail, the site page and later live, search and alarm rules.
export { channelKeys } from "./api/channel-keys";
export { useCameras } from "./api/get-cameras";
export { invalidateChannels, useChannelList } from "./api/get-channel-list";
export { cameraLabels } from "./model/camera-labels";
export { patchChannelCaches } from "./model/patch-channels";
export { ChannelStatusBadge } from "./ui/channel-status-badge";
