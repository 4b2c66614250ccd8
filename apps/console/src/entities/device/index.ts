// Public API of the device entity (spec §3 Device, §4 device status and operations, §9 device ID):
// the device page, detail and operation-check queries, the push subscription that patches them in
// place, the DEVICE_TASK listener, and the small widgets every device list shows. Shared by the
// asset page, the device detail, the site page and later live, search and alarm rules.
export { useDevCmdCheck } from "./api/check-dev-cmd";
export { deviceKeys } from "./api/device-keys";
export { invalidateDeviceDetail, useDeviceDetail } from "./api/get-device-detail";
export { devicePageQueryOptions, invalidateDevices, useDevicePage, type DevicePage } from "./api/get-device-page";
export { devTypeMessages } from "./model/device-messages";
export { type DevicePageQuery, type PageSize } from "./model/device-page-query";
export { useDeviceTaskListener } from "./model/device-tasks";
export { applyDeviceTask } from "./model/patch-device-caches";
export { hasSiteRole, useCanManageDevice, useSiteRoleLookup } from "./model/use-can-manage-device";
export { DevTypeLabel } from "./ui/dev-type-label";
export { DeviceIdText } from "./ui/device-id-text";
export { DeviceStatusBadge } from "./ui/device-status-badge";
