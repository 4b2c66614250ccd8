// Public API of the PTZ panel slice (spec §2 PTZ panel, §3 Presets and Cruise, §4 Live/PTZ and
// preset/cruise operations, §9 PTZ) over the /device/transport pass-through in both device dialects.
// The live page shows <PtzColumn> for the selected window: the panel, the arrow keys driving the head
// while the window plays, and nothing for a camera that cannot move. The panel and its hooks are
// exported for the slice's tests.
export { arrowDirection, usePtzKeyboard, type PtzKeyboardOptions } from "./model/use-ptz-keyboard";
export { usePtzControl } from "./model/use-ptz-control";
export { PtzPanel } from "./ui/ptz-panel";
export { PtzColumn } from "./ui/ptz-column";
