// Public API of the devices slice: the asset page of spec §2 (/device/index) with its URL filters,
// and the add (bind), edit (rename, move) and unbind dialogs.
export { devicesSearchSchema, pickDeviceFilters, toDevicePageQuery, type DevicesSearch } from "./model/devices-search";
export { DevicesPage } from "./ui/devices-page";
