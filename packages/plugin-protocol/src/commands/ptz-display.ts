import { PTZ_SPEED, VIDEO_ZOOM } from "../constants.js";
import { f, type Shape } from "../schema.js";
import { common, defineCommands, NONE, type CommandDef } from "./common.js";

/** PTZ actions; STOP ends a move started by any other action. */
export const PTZ_ACTIONS = [
  "UP", "DOWN", "LEFT", "RIGHT", "LEFT_UP", "LEFT_DOWN", "RIGHT_UP", "RIGHT_DOWN",
  "ZOOM_IN", "ZOOM_OUT", "FOCUS_NEAR", "FOCUS_FAR", "IRIS_OPEN", "IRIS_CLOSE", "STOP",
] as const;
/** A PTZ action. */
export type PtzAction = (typeof PTZ_ACTIONS)[number];

/** PTZ and display commands (spec §7). */
export const ptzDisplayCommands = defineCommands({
  ptz: {
    summary: "Move the PTZ camera shown in a window; speed 1-8, default 4.",
    params: {
      winIndex: common.winIndex(),
      actionCmd: f.enum(PTZ_ACTIONS),
      speed: f.optInt({ min: PTZ_SPEED.MIN, max: PTZ_SPEED.MAX, default: PTZ_SPEED.DEFAULT }),
    },
    response: NONE,
  },
  videoZoom: {
    summary: "Turn digital zoom on or off in a window; level 1-4.",
    params: { winIndex: common.winIndex(), enable: f.bool(), level: f.optInt({ min: VIDEO_ZOOM.MIN, max: VIDEO_ZOOM.MAX }) },
    response: NONE,
  },
  "3dSwitch": { summary: "Turn 3D positioning (click-to-centre) on or off in a window.", params: { winIndex: common.winIndex(), enable: f.bool() }, response: NONE },
  aspectRatio: {
    summary: "Show a window's video at its original ratio or stretched to fill.",
    params: { winIndex: common.winIndex(), ratio: f.enum(["original", "stretch"]) },
    response: NONE,
  },
  OperatePluginWindow: {
    summary: "Show, hide, minimise or restore the plugin window.",
    params: { action: f.enum(["show", "hide", "minimize", "restore"]) },
    response: NONE,
  },
  PluginParentWinChange: {
    summary: "The browser window or tab hosting the plugin changed state.",
    params: { state: f.enum(["active", "inactive", "minimized", "restored"]) },
    response: NONE,
  },
  SetWindowText: {
    summary: "Set the caption drawn in a window (site and channel name).",
    params: { winIndex: common.winIndex(), text: f.str({ maxLength: 256 }) },
    response: NONE,
  },
} satisfies Record<string, CommandDef<Shape, Shape>>);
