import { f, type Shape } from "../schema.js";
import { common, defineCommands, NONE, type CommandDef } from "./common.js";

/** What a window is doing (spec §3 window-channel mapping `playStatus`). */
export const PLAY_STATUSES = ["idle", "connecting", "playing", "paused", "stopped", "ended", "failed"] as const;
/**
 * Playback speeds offered by SetPlaybackSpeed: 1/8× to 16× (issue 12). The same list as
 * `@vms/api-client`'s PLAYBACK_SPEEDS, which the server's playback sockets accept; the console,
 * which uses both, tests that they agree (apps/console/src/shared/video/playback-speeds.test.ts).
 */
export const PLAYBACK_SPEEDS = [0.125, 0.25, 0.5, 1, 2, 4, 8, 16] as const;

/** Playback control commands (spec §7). */
export const playbackControlCommands = defineCommands({
  PlayBackStatus: {
    summary: "Read the play status and current time of a window.",
    params: { winIndex: common.winIndex() },
    response: { playStatus: f.enum(PLAY_STATUSES), playTime: f.opt(common.dateTime()) },
  },
  SetVolume: { summary: "Set a window's audio volume (0 mutes).", params: { winIndex: common.winIndex(), volume: f.int({ min: 0, max: 100 }) }, response: NONE },
  SetPlaybackSpeed: {
    summary: "Set the playback speed of a window.",
    params: { winIndex: common.winIndex(), speed: f.num({ oneOf: PLAYBACK_SPEEDS }) },
    response: NONE,
  },
  SetPlayMode: { summary: "Switch playback between device (local) and cloud recordings.", params: { mode: f.enum(["local", "cloud"]) }, response: NONE },
} satisfies Record<string, CommandDef<Shape, Shape>>);
