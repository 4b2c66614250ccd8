import { f, type Shape } from "../schema.js";
import { common, defineCommands, NONE, REC_EVENT_TYPES, STREAM_MODES, type CommandDef } from "./common.js";

const channelInWindow = {
  winIndex: common.winIndex(),
  sn: common.sn(),
  chlIndex: common.chlIndex(),
  siteName: f.optStr({ maxLength: 128 }),
  channelName: f.optStr({ maxLength: 128 }),
};

const recordRange = {
  winIndex: common.winIndex(),
  sn: common.sn(),
  chlIndex: common.chlIndex(),
  startTime: common.dateTime(),
  endTime: common.dateTime(),
  /** Where to start inside the range; default: startTime. */
  playTime: f.opt(common.dateTime()),
};

const recSearch = { sn: common.sn(), chlIndex: common.chlIndex(), startTime: common.dateTime(), endTime: common.dateTime(), eventTypes: common.eventTypes() };

/** Preview and playback commands (spec §7). */
export const previewPlaybackCommands = defineCommands({
  preview: {
    summary: "Play the live stream of a channel in a window.",
    params: { ...channelInWindow, streamMode: f.optEnum(STREAM_MODES, "sub") },
    response: NONE,
  },
  bindChannelWin: { summary: "Assign a channel to a window without playing it.", params: channelInWindow, response: NONE },
  unBindChannelWin: { summary: "Clear the channel assigned to a window.", params: { winIndex: common.winIndex() }, response: NONE },
  stop: {
    summary: "Stop the video of one window, or of every window when winIndex is left out.",
    params: { winIndex: f.opt(common.winIndex()) },
    response: NONE,
  },
  playback: { summary: "Play a device recording in a window.", params: { ...recordRange, streamMode: f.optEnum(STREAM_MODES, "main") }, response: NONE },
  cloudPlayback: { summary: "Play a cloud recording in a window (after updateCloudToken).", params: recordRange, response: NONE },
  searchRECDate: {
    summary: "Days between startTime and endTime that have recordings of the given event types.",
    params: recSearch,
    response: { dates: f.list(common.date()) },
  },
  searchRECLog: {
    summary: "Recording segments between startTime and endTime of the given event types.",
    params: recSearch,
    response: {
      records: f.list(f.obj({ startTime: common.dateTime(), endTime: common.dateTime(), eventType: f.enum(REC_EVENT_TYPES) })),
    },
  },
} satisfies Record<string, CommandDef<Shape, Shape>>);
