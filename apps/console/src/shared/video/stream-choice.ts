import type { VideoRuntimeState } from "./runtime-state";

/** Issue 31: grids of more windows than this play the sub stream (640×360 in the demo, 1280×720 main). */
const MAIN_STREAM_MAX_SPLIT = 4;

/**
 * The stream a live window plays (spec §2 split windows and full screen, §3 window-channel mapping
 * `streamMode`; issue 31): a window enlarged (full screen) plays the main stream; in grids above 4
 * windows the others play the sub stream, so a 16-window wall decodes 16 small pictures instead of
 * 16 large ones; grids of up to 4 windows play main.
 */
export function liveStreamFor(splitNum: number, enlarged: boolean): "main" | "sub" {
  return enlarged || splitNum <= MAIN_STREAM_MAX_SPLIT ? "main" : "sub";
}

/** Whether window `winIndex` is enlarged: the selected window shown full screen. */
export function isEnlarged(state: Pick<VideoRuntimeState, "fullScreen" | "selected">, winIndex: number): boolean {
  return state.fullScreen && state.selected === winIndex;
}

/** The stream every window of `state` should play now, by window index (windows without a channel left out). */
export function wantedStreams(state: VideoRuntimeState): Map<number, "main" | "sub"> {
  const wanted = new Map<number, "main" | "sub">();
  for (const w of state.windows.slice(0, state.splitNum)) if (w.sn !== null) wanted.set(w.winIndex, liveStreamFor(state.splitNum, isEnlarged(state, w.winIndex)));
  return wanted;
}
