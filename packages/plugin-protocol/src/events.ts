import { common } from "./commands/common.js";
import { DOWNLOAD_STATUSES } from "./commands/downloads.js";
import { PLAY_STATUSES } from "./commands/playback-controls.js";
import { f, type Shape } from "./schema.js";

/**
 * Messages the plugin sends on its own, as `<event type="…">`. Spec §7 does not list them; these are
 * what the console needs to follow the plugin without polling.
 */
export const EVENTS = {
  /** The user clicked a window. */
  windowSelected: { winIndex: common.winIndex() },
  /** A window's play status or time changed (spec §3 window-channel mapping). */
  playStatus: { winIndex: common.winIndex(), playStatus: f.enum(PLAY_STATUSES), playTime: f.opt(common.dateTime()) },
  /** The plugin entered or left full screen (e.g. the user pressed Esc). */
  fullScreenChanged: { fullScreen: f.bool() },
  /** A device token was refused (plugin code 5): send updateDatoken. */
  deviceTokenExpired: { sn: common.sn(), code: f.int() },
  /** A cloud storage token ran out: send updateCloudToken. */
  cloudTokenExpired: { sn: common.sn(), chlIndex: common.chlIndex() },
  /** A local recording started with the record button finished. */
  recordFinished: { winIndex: common.winIndex(), fileName: f.str(), filePath: f.str(), errorCode: f.optInt() },
  /** Progress of a download task. */
  downloadProgress: {
    taskId: f.str({ minLength: 1 }),
    status: f.enum(DOWNLOAD_STATUSES),
    progress: f.int({ min: 0, max: 100 }),
    speed: f.num({ min: 0 }),
  },
} as const satisfies Record<string, Shape>;
