// Public API of the live layouts slice (spec §3 Layout, §7 /user-configs/*, §8 20057-20064): save,
// rename, delete and open layouts; the default one opens on entry.
export { LayoutBar } from "./ui/layout-bar";
export { layoutsQueryOptions } from "./api/list-layouts";
