import { useQuery } from "@tanstack/react-query";
import type { PluginPlatform } from "@vms/plugin-protocol";
import { bundledPluginVersion, pluginInstallerUrl } from "./plugin-version";

/**
 * Whether the server distributes the installer at `url` (spec §7: a HEAD request; the server answers
 * 404 unless its VMS_PLUGIN_INSTALLER_DIR holds it). A failed request counts as no.
 */
export async function installerAvailable(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: "HEAD", cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

/** Asks once per platform and version: true or false once known, undefined while asking or when not `enabled`. */
export function useInstallerAvailable(platform: PluginPlatform | null, enabled: boolean): boolean | undefined {
  const query = useQuery({
    queryKey: ["plugin-installer", platform, platform && bundledPluginVersion(platform)],
    queryFn: () => installerAvailable(pluginInstallerUrl(platform!, Date.now())),
    enabled: enabled && platform !== null,
    staleTime: Infinity,
  });
  return query.data;
}
