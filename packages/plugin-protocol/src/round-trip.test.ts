import { describe, expect, it } from "vitest";
import { buildCommand, buildErrorResponse, buildEvent, buildResponse } from "./build.js";
import { COMMANDS } from "./commands/index.js";
import { EVENTS } from "./events.js";
import { SAMPLE_EVENTS, SAMPLE_PARAMS, SAMPLE_RESULTS } from "./fixtures.test-data.js";
import { parseMessage } from "./parse.js";
import type { CommandName, EventType } from "./types.js";

// Spec §7's plugin commands, as the spec lists them.
const SPEC_COMMANDS = [
  "preview", "bindChannelWin", "unBindChannelWin", "stop", "playback", "cloudPlayback", "searchRECDate", "searchRECLog",
  "splitCtrl", "DisplayPlugin", "fullScreen", "ExitFullScreen", "SetPluginSize", "SetTransparentArea", "RestoreTransparentArea",
  "syncAllWin", "asynAllWin", "pauseAllWin", "resumeAllWin", "switchSelectedWindow",
  "PlayBackStatus", "SetVolume", "SetPlaybackSpeed", "SetPlayMode",
  "snap", "SnapPicture", "RequestSnapRecord", "OpenSnapRecordFile", "OpenFileBrowser", "OpenFilePath", "QueryFileStatus", "WriteBufferFile", "SetLocalPathConfig",
  "CreateDownloadTask", "GetStartDownLoadTask", "StartDownloadApp", "OpenDownLoadFolder", "ControlDownLoadTask", "DeleteDownLoadTask",
  "updateCloudToken", "updateDatoken", "pushDevice", "popDevice", "getOCXVersion", "connectToServer",
  "ptz", "videoZoom", "3dSwitch", "aspectRatio", "OperatePluginWindow", "PluginParentWinChange", "SetWindowText",
];

const names = Object.keys(COMMANDS) as CommandName[];

describe("command table (§7)", () => {
  it("§7: holds every plugin command of the spec, plus the heartbeat", () => {
    expect([...names].sort()).toEqual([...SPEC_COMMANDS, "heartbeat"].sort());
  });
});

describe("round trip: buildCommand → parseMessage (§7)", () => {
  it.each(names)("§7: %s", (cmd) => {
    const params = SAMPLE_PARAMS[cmd];
    const xml = buildCommand(cmd, params as never, 42);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?><request cmd="')).toBe(true);
    expect(parseMessage(xml)).toEqual({ kind: "request", cmd, seq: 42, params });
  });
});

describe("round trip: responses and events", () => {
  it.each(names)("§7: a successful response to %s", (cmd) => {
    const data = (SAMPLE_RESULTS as Record<string, unknown>)[cmd] ?? {};
    const built = buildResponse(cmd, 7, data as never);
    expect(parseMessage(built)).toEqual({ kind: "response", cmd, seq: 7, ok: true, code: 0, data });
  });

  it.each(names)("§8: a failed response to %s keeps the code and no data", (cmd) => {
    expect(parseMessage(buildErrorResponse(cmd, 9, 301))).toEqual({ kind: "response", cmd, seq: 9, ok: false, code: 301, data: null });
  });

  it.each(Object.keys(EVENTS) as EventType[])("§7: event %s", (type) => {
    const data = SAMPLE_EVENTS[type];
    expect(parseMessage(buildEvent(type, data as never))).toEqual({ kind: "event", type, data });
  });
});
