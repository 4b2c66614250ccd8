import MagicString from "magic-string";
import type { Plugin } from "vite";

/**
 * A Lingui descriptor marked for extraction, with an explicit id and its English source text:
 * `/*i18n*\/ { id: "error.7062", message: "The device is offline." }` (the error catalogue of
 * @vms/api-client). Only that exact shape: a descriptor with values or a comment is left alone.
 */
const DESCRIPTOR = /\/\*i18n\*\/\s*\{\s*id:\s*("[^"\\\n]+")\s*,\s*message:\s*"(?:[^"\\\n]|\\.)*"\s*\}/g;

/** An endpoint's OpenAPI summary in a built registry file of @vms/api-client: `summary: "…",`. */
const SUMMARY = /\bsummary:\s*"(?:[^"\\\n]|\\.)*",/g;
const REGISTRY_FILE = /\/api-client\/dist\/registry\/[\w-]+\.js$/;

type Stripped = { code: string; map: ReturnType<MagicString["generateMap"]> } | null;

function strip(code: string, pattern: RegExp, replace: (match: RegExpExecArray) => string): Stripped {
  const s = new MagicString(code);
  for (const match of code.matchAll(pattern)) s.overwrite(match.index, match.index + match[0].length, replace(match));
  return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
}

/**
 * `code` with the source text dropped from each descriptor, as Lingui's macro does for its own in
 * a production build; null when nothing changed. The browser looks every id up in the catalogue
 * piece its chunk awaits (decision 0015), so the English text would only be a second copy.
 */
export function stripDescriptorMessages(code: string): Stripped {
  return code.includes("/*i18n*/") ? strip(code, DESCRIPTOR, (m) => `/*i18n*/ { id: ${m[1]} }`) : null;
}

/**
 * A registry file without its endpoints' summaries: they document the API (the OpenAPI document,
 * the server), and were near half of each registry chunk the console fetches. `summary` is absent
 * at run time in the browser; no console code reads it.
 */
export function stripEndpointSummaries(code: string): Stripped {
  return strip(code, SUMMARY, () => "");
}

/**
 * Texts the browser never shows, dropped from the console build (issue 10): the error catalogue's
 * English source texts (the catalogue pieces carry them) and the endpoints' summaries. Before
 * Babel (Lingui's macro), whose output no longer carries the /*i18n*\/ marks.
 */
export function browserTexts(): Plugin {
  return {
    name: "vms-browser-texts",
    apply: "build",
    enforce: "pre",
    transform: {
      // Most modules carry neither mark: the filter keeps them from reaching this hook at all.
      filter: { code: { include: ["/*i18n*/", "summary:"] } },
      handler(code, id) {
        return REGISTRY_FILE.test(id) ? stripEndpointSummaries(code) : stripDescriptorMessages(code);
      },
    },
  };
}
