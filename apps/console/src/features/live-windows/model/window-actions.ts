import { clampZoom } from "@vms/plugin-protocol";
import type { VideoCommand, VideoRuntimeState, VideoWindowState } from "@/shared/video";
import type { WindowAction } from "./live-shortcuts";

/** The command a zoom key sends for a window at `zoom` (spec §7 videoZoom: level 1 turns it off). */
export function zoomCommand(winIndex: number, zoom: number, action: "zoomIn" | "zoomOut" | "zoomReset") {
  const level = action === "zoomReset" ? 1 : clampZoom(zoom + (action === "zoomIn" ? 1 : -1));
  return { winIndex, enable: level > 1, level };
}

/**
 * Pauses a window by stopping its stream while it keeps its channel (`stop`), or resumes it
 * (`preview`) at the live edge: live video has nothing to catch up on.
 */
export function togglePause(command: VideoCommand, win: VideoWindowState): Promise<unknown> | false {
  if (!win.sn || win.chlIndex === null) return false;
  const winIndex = win.winIndex;
  if (win.wantsPlay) return command("stop", { winIndex });
  return command("preview", { winIndex, sn: win.sn, chlIndex: win.chlIndex, streamMode: win.streamMode, channelName: win.channelName, siteName: win.siteName });
}

/**
 * Carries out a window key on the selected window through the runtime's commands, as the plugin's
 * own keys would. Returns false where the key does nothing here (an empty window).
 */
export function runWindowAction(command: VideoCommand, state: VideoRuntimeState, action: Exclude<WindowAction, "select" | "wall" | "help">): Promise<unknown> | false {
  const win = state.windows[state.selected - 1];
  if (action === "fullScreen") return command(state.fullScreen ? "ExitFullScreen" : "fullScreen", {});
  if (!win?.sn || win.chlIndex === null) return false;
  const winIndex = win.winIndex;
  if (action === "snapshot") return command("SnapPicture", { winIndex });
  if (action === "pause") return togglePause(command, win);
  return command("videoZoom", zoomCommand(winIndex, win.zoom, action));
}
