// Public API of the maintenance-notice slice (spec §7 /sysmsg/maintenance/latest): the dismissible
// banner every signed-in page shows while the operator has announced a maintenance window.
export { MaintenanceBanner } from "./ui/maintenance-banner";
