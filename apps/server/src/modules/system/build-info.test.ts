import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { API_VERSION } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { SERVER_ROOT } from "../../core/server-paths.js";
import { gitShortHead, readBuildStamp, readServerVersion, resolveBuildInfo } from "./build-info.js";

const NO_STAMP_FILE = path.join(os.tmpdir(), "vms-no-such-build-stamp.json");

describe("build info", () => {
  it("§7 /system/version/get: uses the CI stamp when present", async () => {
    const info = await resolveBuildInfo({ buildTime: "2026-03-04T05:06:07Z", commit: "f00baa1" });
    expect(info).toEqual({ version: await readServerVersion(), apiVersion: API_VERSION, buildTime: "2026-03-04T05:06:07Z", commit: "f00baa1" });
  });

  it("falls back to git, then to 'unknown'", async () => {
    const info = await resolveBuildInfo({ buildTime: null, commit: null }, NO_STAMP_FILE);
    expect(info.buildTime).toBe("unknown");
    expect(info.commit).toBe((await gitShortHead()) ?? "unknown");
    expect(await gitShortHead("/")).toBeNull();
  });

  it("§7: a built server reports the build time the build wrote, never 'unknown'", async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), "vms-stamp-")), "build-stamp.json");
    const before = Date.now();
    await promisify(execFile)(process.execPath, [path.join(SERVER_ROOT, "scripts", "write-build-stamp.mjs"), file]);
    const stamp = await readBuildStamp(file);
    expect(Date.parse(stamp.buildTime ?? "")).toBeGreaterThanOrEqual(before - 1_000);
    const info = await resolveBuildInfo({ buildTime: null, commit: null }, file);
    expect(info.buildTime).toBe(stamp.buildTime);
    expect(info.commit).toBe(stamp.commit ?? (await gitShortHead()) ?? "unknown");
  });

  it("reads the version from the server's package.json", async () => {
    expect(await readServerVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
