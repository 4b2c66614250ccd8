import { clampZoom, type PLAY_STATUSES, type PluginEvent, type PluginRequest, type SplitNum } from "@vms/plugin-protocol";
import type { PlayerStatus } from "./mse-player";
import { emptyWindow, KEPT_FILES, type SavedFile, type VideoRuntimeState, type VideoWindowState } from "./runtime-state";

// The plugin's window statuses (spec §3 playStatus) as the window UI shows them.
const SHOWN: Record<(typeof PLAY_STATUSES)[number], PlayerStatus> = {
  idle: "idle",
  connecting: "connecting",
  playing: "playing",
  paused: "suspended",
  stopped: "idle",
  ended: "idle",
  failed: "failed",
};

function patch(state: VideoRuntimeState, winIndex: number, change: Partial<VideoWindowState>): VideoRuntimeState {
  return { ...state, windows: state.windows.map((w) => (w.winIndex === winIndex ? { ...w, ...change } : w)) };
}

/**
 * The window state after the plugin accepted `request`: the plugin plays, the page only mirrors what
 * it was told to do. Commands that change no window state leave it as it is.
 */
export function afterCommand(state: VideoRuntimeState, request: PluginRequest): VideoRuntimeState {
  switch (request.cmd) {
    case "preview":
    case "bindChannelWin": {
      const p = request.params;
      const play = request.cmd === "preview";
      const streamMode = request.cmd === "preview" ? request.params.streamMode ?? "sub" : state.windows[p.winIndex - 1]?.streamMode ?? "sub";
      return patch(state, p.winIndex, {
        sn: p.sn, chlIndex: p.chlIndex, siteName: p.siteName ?? "", channelName: p.channelName ?? "", streamMode,
        wantsPlay: play, playStatus: play ? "connecting" : "idle", code: null,
      });
    }
    case "unBindChannelWin": {
      const { winIndex } = request.params;
      return patch(state, winIndex, { ...emptyWindow(winIndex), volume: state.windows[winIndex - 1]?.volume ?? 0 });
    }
    case "stop": {
      const only = request.params.winIndex;
      return { ...state, windows: state.windows.map((w) => (only === undefined || w.winIndex === only ? { ...w, wantsPlay: false, playStatus: "idle", code: null } : w)) };
    }
    case "splitCtrl": {
      const splitNum = request.params.splitNum as SplitNum;
      const windows = state.windows.map((w) => (w.winIndex > splitNum ? { ...emptyWindow(w.winIndex), volume: w.volume } : w));
      return { ...state, splitNum, selected: state.selected > splitNum ? 1 : state.selected, windows };
    }
    case "switchSelectedWindow":
      return { ...state, selected: request.params.winIndex };
    case "fullScreen":
      return { ...state, fullScreen: true };
    case "ExitFullScreen":
      return { ...state, fullScreen: false };
    case "SetVolume":
      return patch(state, request.params.winIndex, { volume: request.params.volume });
    case "videoZoom":
      return patch(state, request.params.winIndex, { zoom: request.params.enable ? clampZoom(request.params.level ?? 2) : 1 });
    case "aspectRatio":
      return patch(state, request.params.winIndex, { aspectRatio: request.params.ratio });
    default:
      return state;
  }
}

/** The window state after an `<event>` of the plugin (the user clicked a window, a stream started …). */
export function afterEvent(state: VideoRuntimeState, event: PluginEvent): VideoRuntimeState {
  switch (event.type) {
    case "windowSelected":
      return { ...state, selected: event.data.winIndex };
    case "playStatus": {
      const win = state.windows[event.data.winIndex - 1];
      // A late status of a window that was closed meanwhile must not bring it back.
      if (!win?.sn) return state;
      return patch(state, event.data.winIndex, { playStatus: SHOWN[event.data.playStatus], code: null });
    }
    case "fullScreenChanged":
      return { ...state, fullScreen: event.data.fullScreen };
    default:
      return state;
  }
}

/** The plugin's files newest first, at most the 5 spec §3 keeps: its own order is not promised. */
export function newestFiles(files: readonly SavedFile[]): SavedFile[] {
  return [...files].sort((a, b) => b.createTime.localeCompare(a.createTime)).slice(0, KEPT_FILES);
}
