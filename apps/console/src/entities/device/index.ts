// Public API of the device entity (spec §3 Device, §4 device status and operations, §9 device ID):
// the device page, detail and operation-check queries, the push subscription that patches them in
// place, the DEVICE_TASK listener, and the small widgets every device list shows. Shared by the
// asset page, the device detail, the site page and later live, search and alarm rules.
export { checkDevCmd, DEV_CMD_POLL_MS, devCmdCheckQueryOptions, useDevCmdCheck, type DevCmdCheck } from "./api/check-dev-cmd";
export { deviceKeys } from "./api/device-keys";
export { deviceDetailQueryOptions, getDeviceDetail, invalidateDeviceDetail, useDeviceDetail } from "./api/get-device-detail";
export { devicePageQueryOptions, getDevicePage, invalidateDevices, useDevicePage, type DevicePage } from "./api/get-device-page";
export { devTypeMessages, deviceStatusMessages } from "./model/device-messages";
export { normalizeDevicePageQuery, type DevicePageQuery, type PageSize } from "./model/device-page-query";
export { parseDevicePush, type DevicePushEvent, type DeviceStatusPush } from "./model/device-push";
export { subscribeDeviceTasks, useDeviceTaskListener } from "./model/device-tasks";
export { applyDeviceStatus, applyDeviceTask, isTaskFinished } from "./model/patch-device-caches";
export { hasSiteRole, useCanManageDevice, useSiteRoleLookup } from "./model/use-can-manage-device";
export { connectDevicePush, useDeviceStatusPush } from "./model/use-device-status-push";
export { DevTypeLabel, type DevTypeLabelProps } from "./ui/dev-type-label";
export { DeviceIdText, type DeviceIdTextProps } from "./ui/device-id-text";
export { DeviceStatusBadge, type DeviceStatusBadgeProps } from "./ui/device-status-badge";
