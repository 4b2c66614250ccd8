// Public API of the live layouts slice (spec §3 Layout, §7 /user-configs/*, §8 20057-20064): save,
// rename, delete and open layouts; the default one (or the last wall, issue 31) opens on entry; the
// wall's tour through the layouts and its keys.
export { LAYOUT_SHORTCUTS } from "./model/tour";
export { LayoutBar } from "./ui/layout-bar";
export { layoutsQueryOptions } from "./api/list-layouts";
export { WallLayoutControls } from "./ui/wall-layout-controls";
