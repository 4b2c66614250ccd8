import { describe, expect, it } from "vitest";
import { describePluginCode, PLUGIN_CODE } from "./plugin-codes.js";

describe("plugin codes (§8)", () => {
  it("§8: 301 file missing, 302 open picture failed, 304 write access denied, 5 refresh token, 3 snapshot retry", () => {
    expect(PLUGIN_CODE).toEqual({ OK: 0, SNAPSHOT_RETRY: 3, REFRESH_DEVICE_TOKEN: 5, FILE_MISSING: 301, OPEN_PICTURE_FAILED: 302, WRITE_ACCESS_DENIED: 304 });
  });

  it("§8: 301 means file missing when reading", () => {
    for (const cmd of ["OpenSnapRecordFile", "OpenFilePath", "QueryFileStatus"]) expect(describePluginCode(301, cmd)).toEqual({ kind: "fileMissing" });
  });

  it("§8: 304 and 301 mean write access denied when writing", () => {
    for (const cmd of ["WriteBufferFile", "SetLocalPathConfig", "SnapPicture", "CreateDownloadTask"]) {
      expect(describePluginCode(301, cmd), cmd).toEqual({ kind: "writeAccessDenied" });
      expect(describePluginCode(304, cmd), cmd).toEqual({ kind: "writeAccessDenied" });
    }
    expect(describePluginCode(304, "QueryFileStatus")).toEqual({ kind: "writeAccessDenied" });
  });

  it("§8: 302 open picture failed", () => {
    expect(describePluginCode(302, "OpenSnapRecordFile")).toEqual({ kind: "openPictureFailed" });
  });

  it("§8: 5 means refresh the device token", () => {
    expect(describePluginCode(5, "preview")).toEqual({ kind: "refreshDeviceToken" });
    expect(describePluginCode(5, "playback")).toEqual({ kind: "refreshDeviceToken" });
  });

  it("§8: 3 on a snapshot retries after 3 s; elsewhere it is a plain failure", () => {
    expect(describePluginCode(3, "snap")).toEqual({ kind: "retry", afterMs: 3000 });
    expect(describePluginCode(3, "SnapPicture")).toEqual({ kind: "retry", afterMs: 3000 });
    expect(describePluginCode(3, "preview")).toEqual({ kind: "failed", code: 3 });
  });

  it("§8: 0 is success and other codes are failures", () => {
    expect(describePluginCode(0, "stop")).toEqual({ kind: "ok" });
    expect(describePluginCode(999, "stop")).toEqual({ kind: "failed", code: 999 });
  });
});
