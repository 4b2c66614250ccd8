import { DEFAULT_SPLIT, MAX_SPLIT, type SplitNum } from "@vms/plugin-protocol";
import type { PlayerStatus } from "./mse-player";
import { formatSpecTime } from "@vms/api-client";

/** One window (spec §3 window-channel mapping). */
export interface VideoWindowState {
  winIndex: number;
  sn: string | null;
  chlIndex: number | null;
  siteName: string;
  channelName: string;
  streamMode: "main" | "sub";
  /** The window should play (preview) rather than only hold its channel (bindChannelWin). */
  wantsPlay: boolean;
  playStatus: PlayerStatus;
  /** Catalogue code of the failure shown in the window. */
  code: number | null;
  /** 0 mutes (spec §7 SetVolume). */
  volume: number;
  /** Digital zoom level; 1 is off (spec §9 clamps to 1..4). */
  zoom: number;
  aspectRatio: "original" | "stretch";
  recording: boolean;
  /** When the local recording began (Unix ms), for the tile's elapsed timer. */
  recordingSince?: number | null;
}

/** A snapshot or recording (spec §3 "Snapshot and record lists": the newest 5). */
export interface SavedFile {
  fileName: string;
  /**
   * Web runtime: an object URL to open, or save under fileName. Plugin: the file's local path, which
   * only the plugin can open (OpenSnapRecordFile) or show in its folder (OpenFilePath).
   */
  filePath: string;
  createTime: string;
  errorCode?: number;
}

/** What plays the windows and keeps their files: the page (web runtime) or the native plugin. */
export type PlayedBy = "web" | "plugin";

export interface VideoRuntimeState {
  playedBy: PlayedBy;
  splitNum: SplitNum;
  /** The largest split this runtime opens (4 on Mac, spec §5). */
  maxSplit: number;
  selected: number;
  fullScreen: boolean;
  windows: readonly VideoWindowState[];
  snaps: readonly SavedFile[];
  records: readonly SavedFile[];
}

export const emptyWindow = (winIndex: number): VideoWindowState => ({
  winIndex, sn: null, chlIndex: null, siteName: "", channelName: "", streamMode: "sub", wantsPlay: false,
  playStatus: "idle", code: null, volume: 0, zoom: 1, aspectRatio: "original", recording: false,
});

export function initialRuntimeState(maxSplit: number, playedBy: PlayedBy = "web"): VideoRuntimeState {
  return {
    playedBy,
    splitNum: DEFAULT_SPLIT,
    maxSplit,
    selected: 1,
    fullScreen: false,
    windows: Array.from({ length: MAX_SPLIT }, (_, i) => emptyWindow(i + 1)),
    snaps: [],
    records: [],
  };
}

/** At most this many snapshots and recordings are kept (spec §3). */
export const KEPT_FILES = 5;

/** "YYYY-MM-DD HH:mm:ss" (spec §9) of a local time. */
export function formatFileTime(date: Date): string {
  return formatSpecTime(date, "dateTime");
}

/** A file name from the channel name and time, without the characters spec §5 forbids in file names. */
export function captureFileName(channelName: string, date: Date, ext: "png" | "mp4"): string {
  const safe = channelName.replace(/[<>&,'"/\\%:#*?|\s]+/g, "_") || "video";
  return `${safe}_${formatFileTime(date).replace(/[-: ]/g, "")}.${ext}`;
}
