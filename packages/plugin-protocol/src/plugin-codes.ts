import { PLUGIN_TIMING } from "./constants.js";

/** Result codes the plugin answers with (spec §8 plugin codes; 0 is success). */
export const PLUGIN_CODE = {
  OK: 0,
  /** On snap / SnapPicture: not ready, retry after 3 s. */
  SNAPSHOT_RETRY: 3,
  /** The device token must be refreshed (updateDatoken). */
  REFRESH_DEVICE_TOKEN: 5,
  /** File missing; on a write, write access denied. */
  FILE_MISSING: 301,
  /** A picture could not be opened. */
  OPEN_PICTURE_FAILED: 302,
  /** Write access denied. */
  WRITE_ACCESS_DENIED: 304,
} as const;

/** What the console should make of a plugin code. */
export type PluginCodeMeaning =
  | { kind: "ok" }
  | { kind: "fileMissing" }
  | { kind: "openPictureFailed" }
  | { kind: "writeAccessDenied" }
  | { kind: "refreshDeviceToken" }
  | { kind: "retry"; afterMs: number }
  | { kind: "failed"; code: number };

// Commands that write files: for them 301 means the target could not be written (spec §8: "304 and 301 write access denied").
const WRITE_COMMANDS: ReadonlySet<string> = new Set(["WriteBufferFile", "SetLocalPathConfig", "SnapPicture", "CreateDownloadTask"]);
const SNAPSHOT_COMMANDS: ReadonlySet<string> = new Set(["snap", "SnapPicture"]);

/** Interprets the code of a response to `cmd` (spec §8 plugin codes). */
export function describePluginCode(code: number, cmd: string): PluginCodeMeaning {
  switch (code) {
    case PLUGIN_CODE.OK:
      return { kind: "ok" };
    case PLUGIN_CODE.FILE_MISSING:
      return WRITE_COMMANDS.has(cmd) ? { kind: "writeAccessDenied" } : { kind: "fileMissing" };
    case PLUGIN_CODE.OPEN_PICTURE_FAILED:
      return { kind: "openPictureFailed" };
    case PLUGIN_CODE.WRITE_ACCESS_DENIED:
      return { kind: "writeAccessDenied" };
    case PLUGIN_CODE.REFRESH_DEVICE_TOKEN:
      return { kind: "refreshDeviceToken" };
    case PLUGIN_CODE.SNAPSHOT_RETRY:
      return SNAPSHOT_COMMANDS.has(cmd) ? { kind: "retry", afterMs: PLUGIN_TIMING.SNAPSHOT_RETRY_MS } : { kind: "failed", code };
    default:
      return { kind: "failed", code };
  }
}
