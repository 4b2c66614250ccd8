import { SPLIT_OPTIONS } from "../constants.js";
import { f, type Shape } from "../schema.js";
import { common, defineCommands, NONE, type CommandDef } from "./common.js";

const allWindows = (summary: string): CommandDef<typeof NONE, typeof NONE> => ({ summary, params: NONE, response: NONE });

/** Window layout commands (spec §7). */
export const windowLayoutCommands = defineCommands({
  splitCtrl: { summary: "Split the video area into 1, 4, 9 or 16 windows.", params: { splitNum: f.int({ oneOf: SPLIT_OPTIONS }) }, response: NONE },
  DisplayPlugin: { summary: "Show or hide the plugin's video area.", params: { visible: f.bool() }, response: NONE },
  fullScreen: allWindows("Enter full screen."),
  ExitFullScreen: allWindows("Leave full screen."),
  SetPluginSize: {
    summary: "Place the video area over the page, in CSS pixels relative to the browser's client area.",
    params: common.rect().fields,
    response: NONE,
  },
  SetTransparentArea: {
    summary: "Cut holes in the video area so page overlays (menus, dialogs) show through.",
    params: { areas: f.list(common.rect(), { maxItems: 32 }) },
    response: NONE,
  },
  RestoreTransparentArea: allWindows("Remove every hole cut by SetTransparentArea."),
  syncAllWin: allWindows("Play every playback window in step (synchronous playback)."),
  asynAllWin: allWindows("Let every playback window play independently."),
  pauseAllWin: allWindows("Pause every window."),
  resumeAllWin: allWindows("Resume every paused window."),
  switchSelectedWindow: { summary: "Select a window.", params: { winIndex: common.winIndex() }, response: NONE },
} satisfies Record<string, CommandDef<Shape, Shape>>);
