import { DEFAULT_PLUGIN_VERSION, needUpdate, type PluginPlatform } from "@vms/plugin-protocol";

/** Spec §9: the plugin version bundled with this console, per platform. */
export function bundledPluginVersion(platform: PluginPlatform): string {
  return DEFAULT_PLUGIN_VERSION[platform];
}

/**
 * Spec §4/§5: the need-update flag is set when the bundled version is newer than the installed one,
 * compared part by part (1.0.0.1914 is newer than 1.0.0.999); an unreadable installed version needs it too.
 */
export function pluginNeedsUpdate(installed: string | null, bundled: string): boolean {
  return needUpdate(installed, bundled);
}

/** The platform a native plugin exists for (spec §1: Windows and Mac), or null elsewhere. */
export function detectPluginPlatform(userAgent: string): PluginPlatform | null {
  if (/Windows/i.test(userAgent)) return "windows";
  if (/Macintosh|Mac OS X/i.test(userAgent) && !/iPhone|iPad/i.test(userAgent)) return "mac";
  return null;
}

/** Where the installers are served (spec §9: assets under /user/). */
export const PLUGIN_INSTALLER_PATH = "/user/plugin";

/**
 * Spec §7 "Plugin installer": the versioned .pkg (Mac) or .exe (Windows) from the static path, with a
 * timestamp query so a browser cache never hands out an older installer.
 */
export function pluginInstallerUrl(platform: PluginPlatform, now: number, version = bundledPluginVersion(platform)): string {
  const ext = platform === "mac" ? "pkg" : "exe";
  return `${PLUGIN_INSTALLER_PATH}/VmsVideoPlugin-${version}.${ext}?t=${now}`;
}
