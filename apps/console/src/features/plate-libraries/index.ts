// Public API of the plate-libraries feature (spec §1 plate libraries and vehicle groups, §2
// general-vehicle and group-detail, labels; §3 Plate record; §5 plate import; §8 33051–33083; §9).
export { plateGroupsQueryOptions } from "./api/get-plate-groups";
export { plateLabelsQueryOptions } from "./api/plate-labels";
export { PlateGroupDetailPage } from "./ui/plate-group-detail-page";
export { PlateLibrariesPage } from "./ui/plate-libraries-page";
