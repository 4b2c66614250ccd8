import { describe, expect, it } from "vitest";
import {
  canOpenLayout,
  clampZoom,
  DEFAULT_SPLIT,
  MAC_MAX_SPLIT,
  MAX_WINDOW_INDEX,
  maxSplitFor,
  PLUGIN_PORT,
  PLUGIN_TIMING,
  PLUGIN_WS_URL,
  PTZ_SPEED,
  SPLIT_OPTIONS,
  VIDEO_ZOOM,
  WINDOW_INDEXES,
} from "./constants.js";
import { REC_EVENT_TYPES } from "./commands/index.js";

describe("plugin constants (§7, §9)", () => {
  it("§9: port 31853 on the loopback websocket", () => {
    expect(PLUGIN_PORT).toBe(31853);
    expect(PLUGIN_WS_URL).toBe("ws://127.0.0.1:31853");
  });

  it("§7/§9: heartbeat 30 s, retry max 1, size retry 300 ms, overlay restore 100 ms, snapshot retry 3 s", () => {
    expect(PLUGIN_TIMING).toEqual({ HEARTBEAT_MS: 30_000, RETRY_MAX: 1, SIZE_RETRY_MS: 300, OVERLAY_RESTORE_MS: 100, SNAPSHOT_RETRY_MS: 3_000 });
  });

  it("§9: default split 4, Mac max 4 splits, window indexes 1-4", () => {
    expect(DEFAULT_SPLIT).toBe(4);
    expect(MAC_MAX_SPLIT).toBe(4);
    expect(WINDOW_INDEXES).toEqual([1, 2, 3, 4]);
    expect(SPLIT_OPTIONS).toEqual([1, 4, 9, 16]);
    expect(MAX_WINDOW_INDEX).toBe(16);
  });

  it("§5: layouts above 4 splits cannot open on Mac", () => {
    expect(maxSplitFor("mac")).toBe(4);
    expect(maxSplitFor("windows")).toBe(16);
    expect(canOpenLayout(4, "mac")).toBe(true);
    expect(canOpenLayout(9, "mac")).toBe(false);
    expect(canOpenLayout(16, "windows")).toBe(true);
    expect(canOpenLayout(6, "windows")).toBe(false);
  });

  it("§9: PTZ speed 1-8 default 4; zoom clamps to 1..4", () => {
    expect(PTZ_SPEED).toEqual({ MIN: 1, MAX: 8, DEFAULT: 4 });
    expect(VIDEO_ZOOM).toEqual({ MIN: 1, MAX: 4 });
    expect([-3, 0, 1, 2.4, 2.6, 4, 9].map(clampZoom)).toEqual([1, 1, 1, 2, 3, 4, 4]);
  });

  it("§7: recording searches know the nine event types", () => {
    expect(REC_EVENT_TYPES).toEqual(["MOTION", "MANUAL", "SCHEDULE", "SENSOR", "POS", "SMART_MOTION", "PERIMETER", "PLATE", "OTHER"]);
  });
});
