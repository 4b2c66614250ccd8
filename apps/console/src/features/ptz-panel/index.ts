// Public API of the PTZ panel slice (spec §2 PTZ panel, §3 Presets and Cruise, §4 Live/PTZ and
// preset/cruise operations, §9 PTZ) over the /device/transport pass-through in both device dialects.
// The live page renders <PtzPanel> for the selected window and may drive the head with the arrow keys:
//   const control = usePtzControl({ sn, chlIndex });
//   usePtzKeyboard({ enabled: available, onMove: control.move, onStop: control.stop });
export { arrowDirection, usePtzKeyboard, type PtzKeyboardOptions } from "./model/use-ptz-keyboard";
export { usePtzControl } from "./model/use-ptz-control";
export { PtzPanel } from "./ui/ptz-panel";
export { useHasPtz } from "./api/get-ptz-caps";
