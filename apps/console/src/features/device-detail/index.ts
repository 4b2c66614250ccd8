// Public API of the device-detail slice (spec §2 device detail): the drawer opened from the asset
// page (URL search params `sn` and `tab`) with overview, channels, notify, network, upgrade, reboot,
// logs, and language and time tabs.
export { deviceDetailSearchSchema, type DeviceDetailTab } from "./model/detail-search";
export { DeviceDetailDrawer } from "./ui/device-detail-drawer-lazy";
