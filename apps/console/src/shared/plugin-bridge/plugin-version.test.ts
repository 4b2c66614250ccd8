import { PLUGIN_PORT, PLUGIN_TIMING } from "@vms/plugin-protocol";
import { describe, expect, it } from "vitest";
import { bundledPluginVersion, detectPluginPlatform, pluginInstallerUrl, pluginNeedsUpdate } from "./index";

describe("plugin versions and installer (spec §5, §7, §9 Plugin)", () => {
  it("§5: versions are compared part by part, as numbers", () => {
    expect(pluginNeedsUpdate("1.0.0.999", "1.0.0.1914")).toBe(true);
    expect(pluginNeedsUpdate("1.0.0.1914", "1.0.0.1914")).toBe(false);
    expect(pluginNeedsUpdate("1.0.1.0", "1.0.0.1914")).toBe(false);
    expect(pluginNeedsUpdate("1.0.0.2000", "1.0.0.1914")).toBe(false);
    expect(pluginNeedsUpdate("0.9.9.9999", "1.0.0.1")).toBe(true);
    // Missing parts count as 0; unreadable or unknown installed versions need the update.
    expect(pluginNeedsUpdate("1.0", "1.0.0.0")).toBe(false);
    expect(pluginNeedsUpdate(null, "1.0.0.1914")).toBe(true);
    expect(pluginNeedsUpdate("garbage", "1.0.0.1914")).toBe(true);
  });

  it("§9: bundled versions 1.0.0.1899 (Mac) and 1.0.0.1914 (Windows), port 31853, heartbeat 30 s, retry max 1, 300 ms size retry, 100 ms restore", () => {
    expect(bundledPluginVersion("mac")).toBe("1.0.0.1899");
    expect(bundledPluginVersion("windows")).toBe("1.0.0.1914");
    expect(PLUGIN_PORT).toBe(31853);
    expect(PLUGIN_TIMING).toMatchObject({ HEARTBEAT_MS: 30_000, RETRY_MAX: 1, SIZE_RETRY_MS: 300, OVERLAY_RESTORE_MS: 100 });
  });

  it("§7: the installer is a versioned .pkg or .exe from a static path with a timestamp query", () => {
    expect(pluginInstallerUrl("mac", 1_700_000_000_000)).toBe("/user/plugin/VmsVideoPlugin-1.0.0.1899.pkg?t=1700000000000");
    expect(pluginInstallerUrl("windows", 42)).toBe("/user/plugin/VmsVideoPlugin-1.0.0.1914.exe?t=42");
  });

  it("§1: the plugin exists for Windows and Mac only", () => {
    expect(detectPluginPlatform("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120")).toBe("windows");
    expect(detectPluginPlatform("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605")).toBe("mac");
    expect(detectPluginPlatform("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBeNull();
    expect(detectPluginPlatform("Mozilla/5.0 (X11; Linux x86_64) Chrome/120")).toBeNull();
  });
});
