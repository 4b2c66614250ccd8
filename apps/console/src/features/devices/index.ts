// Public API of the devices slice: the asset page of spec §2 (/device/index) with its URL filters,
// and the add (bind), edit (rename, move) and unbind dialogs.
export { bindDevice, useBindDeviceMutation, type BindDeviceRequest } from "./api/bind-device";
export { editDevice, useEditDeviceMutation, type DeviceEdit } from "./api/edit-device";
export { unbindDevice, useUnbindDeviceMutation } from "./api/unbind-device";
export {
  DEFAULT_PAGE_SIZE,
  devicesSearchSchema,
  pickDeviceFilters,
  STATUS_FILTERS,
  toDevicePageQuery,
  type DevicesSearch,
  type StatusFilter,
} from "./model/devices-search";
export { validateDeviceName } from "./model/device-form";
export { DevicesPage, type DevicesPageProps } from "./ui/devices-page";
