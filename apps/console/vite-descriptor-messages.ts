import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * A Lingui descriptor marked for extraction, with an explicit id and its English source text:
 * `/*i18n*\/ { id: "error.7062", message: "The device is offline." }` (the error catalogue of
 * @vms/api-client). Only that exact shape: a descriptor with values or a comment is left alone.
 */
const DESCRIPTOR = /\/\*i18n\*\/\s*\{\s*id:\s*("[^"\\\n]+")\s*,\s*message:\s*"(?:[^"\\\n]|\\.)*"\s*\}/g;

/**
 * `code` with the source text dropped from each descriptor, as Lingui's macro does for its own in
 * a production build; null when nothing changed. The browser looks every id up in the catalogue
 * piece its chunk awaits (decision 0015), so the English text would only be a second copy.
 */
export function stripDescriptorMessages(code: string): { code: string; map: ReturnType<MagicString["generateMap"]> } | null {
  if (!code.includes("/*i18n*/")) return null;
  const s = new MagicString(code);
  for (const match of code.matchAll(DESCRIPTOR)) s.overwrite(match.index, match.index + match[0].length, `/*i18n*/ { id: ${match[1]} }`);
  return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
}

/** The console build's side of {@link stripDescriptorMessages} (issue 10: 2.3 kB off every first load). */
export function descriptorMessages(): Plugin {
  return {
    name: "vms-descriptor-messages",
    apply: "build",
    // Before Babel (Lingui's macro), whose output no longer carries the /*i18n*/ marks.
    enforce: "pre",
    transform(code) {
      return stripDescriptorMessages(code);
    },
  };
}
