// Public API of the PTZ panel slice (spec §2 PTZ panel, §3 Presets and Cruise, §4 Live/PTZ and
// preset/cruise operations, §9 PTZ) over the /device/transport pass-through in both device dialects.
// The live page shows <PtzColumn> for the selected window (the panel driven by the arrow keys, as):
//   const control = usePtzControl({ sn, chlIndex });
//   usePtzKeyboard({ enabled: available, onMove: control.move, onStop: control.stop });
export { arrowDirection, usePtzKeyboard, type PtzKeyboardOptions } from "./model/use-ptz-keyboard";
export { usePtzControl } from "./model/use-ptz-control";
export { PtzPanel } from "./ui/ptz-panel";
export { useHasPtz } from "./api/get-ptz-caps";
export { PtzColumn } from "./ui/ptz-column";
