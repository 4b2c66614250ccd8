import { API_VERSION } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { gitShortHead, readServerVersion, resolveBuildInfo } from "./build-info.js";

describe("build info", () => {
  it("§7 /system/version/get: uses the CI stamp when present", async () => {
    const info = await resolveBuildInfo({ buildTime: "2026-03-04T05:06:07Z", commit: "f00baa1" });
    expect(info).toEqual({ version: await readServerVersion(), apiVersion: API_VERSION, buildTime: "2026-03-04T05:06:07Z", commit: "f00baa1" });
  });

  it("falls back to git, then to 'unknown'", async () => {
    const info = await resolveBuildInfo({ buildTime: null, commit: null });
    expect(info.buildTime).toBe("unknown");
    expect(info.commit).toBe((await gitShortHead()) ?? "unknown");
    expect(await gitShortHead("/")).toBeNull();
  });

  it("reads the version from the server's package.json", async () => {
    expect(await readServerVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
