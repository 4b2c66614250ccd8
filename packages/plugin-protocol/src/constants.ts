/** Local port the native plugin listens on (spec §9). */
export const PLUGIN_PORT = 31853;
/** WebSocket address of the native plugin (spec §7: a local websocket). */
export const PLUGIN_WS_URL = `ws://127.0.0.1:${PLUGIN_PORT}`;

/** Plugin connection timing and limits (spec §7, §9). */
export const PLUGIN_TIMING = {
  /** Heartbeat every 30 s. */
  HEARTBEAT_MS: 30_000,
  /** The connection is retried at most once. */
  RETRY_MAX: 1,
  /** SetPluginSize is retried after 300 ms when the page layout was not ready. */
  SIZE_RETRY_MS: 300,
  /** RestoreTransparentArea waits 100 ms after an overlay closes. */
  OVERLAY_RESTORE_MS: 100,
  /** A snapshot answered with code 3 is retried after 3 s. */
  SNAPSHOT_RETRY_MS: 3_000,
} as const;

/** Split layouts this protocol offers; spec §9 fixes only the default (4) and the Mac limit (4). */
export const SPLIT_OPTIONS = [1, 4, 9, 16] as const;
/** A split count. */
export type SplitNum = (typeof SPLIT_OPTIONS)[number];
/** Default split (spec §9). */
export const DEFAULT_SPLIT: SplitNum = 4;
/** Largest split on Mac (spec §5/§9: layouts above 4 splits cannot open on Mac). */
export const MAC_MAX_SPLIT = 4;
/** Largest split of the protocol (Windows). */
export const MAX_SPLIT = 16;
/** Window indexes of the default 4-split layout, and all a Mac can use (spec §9). */
export const WINDOW_INDEXES = [1, 2, 3, 4] as const;
/** Highest window index the protocol accepts (the largest split). */
export const MAX_WINDOW_INDEX = MAX_SPLIT;

/** PTZ speed range and default (spec §9). */
export const PTZ_SPEED = { MIN: 1, MAX: 8, DEFAULT: 4 } as const;
/** Digital zoom levels clamp to 1..4 (spec §9). */
export const VIDEO_ZOOM = { MIN: 1, MAX: 4 } as const;

/** Platforms the native plugin exists for (spec §1). */
export type PluginPlatform = "mac" | "windows";

/** The largest split a platform can open. */
export function maxSplitFor(platform: PluginPlatform): number {
  return platform === "mac" ? MAC_MAX_SPLIT : MAX_SPLIT;
}

/** Spec §5: layouts above 4 splits cannot open on Mac. */
export function canOpenLayout(splitNum: number, platform: PluginPlatform): boolean {
  return (SPLIT_OPTIONS as readonly number[]).includes(splitNum) && splitNum <= maxSplitFor(platform);
}

/** Clamps a digital zoom level to 1..4 (spec §9). */
export function clampZoom(level: number): number {
  return Math.min(VIDEO_ZOOM.MAX, Math.max(VIDEO_ZOOM.MIN, Math.round(level)));
}
