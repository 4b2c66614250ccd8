// Public API of the live page slice (spec §2 Live and Playback on /live, issue 28 folding columns and
// playback at a moment): the page that arranges the tree, windows, layouts, PTZ and playback slices,
// which the route hands over as `LiveParts` (features never import features).
export type { LiveParts } from "./model/live-parts";
export { liveSearchSchema } from "./model/live-search";
export { LivePage } from "./ui/live-page";
