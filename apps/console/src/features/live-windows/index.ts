// Public API of the live windows slice (spec §2 Live): the split video area driven through the
// shared video runtime, opening channels, and the selected window for the PTZ panel.
export { LiveWindows, openChannel, useSelectedPtzTarget } from "./ui/live-windows";
