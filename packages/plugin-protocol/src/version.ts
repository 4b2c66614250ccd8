import type { PluginPlatform } from "./constants.js";

/** Plugin versions bundled with the console (spec §9). */
export const DEFAULT_PLUGIN_VERSION: Readonly<Record<PluginPlatform, string>> = {
  mac: "1.0.0.1899",
  windows: "1.0.0.1914",
};

function parts(version: string): number[] {
  const text = version.trim();
  if (!/^\d+(\.\d+)*$/.test(text)) throw new RangeError(`not a plugin version: "${version}"`);
  return text.split(".").map(Number);
}

/**
 * Compares two dotted versions part by part as numbers (spec §5), so 1.0.0.1914 > 1.0.0.999;
 * missing parts count as 0. Returns -1, 0 or 1.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * True when the bundled plugin is newer than the installed one, so the console offers the update.
 * An installed version that cannot be read (old plugin, garbage) also needs the update.
 */
export function needUpdate(installed: string | null | undefined, bundled: string): boolean {
  parts(bundled); // a bad bundled version is our bug: let it throw
  if (!installed) return true;
  try {
    parts(installed);
  } catch {
    return true;
  }
  return compareVersions(bundled, installed) > 0;
}
