// Public API of the device-detail slice (spec §2 device detail): the drawer opened from the asset
// page (URL search params `sn` and `tab`) with overview, channels, notify, network, upgrade, reboot,
// logs, and language and time tabs.
export {
  DEVICE_DETAIL_TABS,
  deviceDetailSearchSchema,
  visibleTabs,
  type DeviceDetailSearch,
  type DeviceDetailTab,
} from "./model/detail-search";
export { isIpv4, isSubnetMask, validateNetwork } from "./model/network-form";
export { DeviceDetailDrawer, type DeviceDetailDrawerProps } from "./ui/device-detail-drawer";
export { LanguageSelect, type LanguageSelectProps } from "./ui/language-select";
export { TimeZoneSelect, timeZoneIdOf, type TimeZoneSelectProps } from "./ui/time-zone-select";
export { UpgradeProgress, type UpgradeProgressProps } from "./ui/upgrade-progress";
