import { createHash } from "node:crypto";
import { catalogs, LOCALES, PIECE_LOADER_GLOBAL, type Locale } from "@vms/i18n";
import type { Messages } from "@lingui/core";
import MagicString from "magic-string";
import type { Plugin, Rolldown } from "vite";

/** Where the pieces go, under the build's output (served immutable, as every hashed asset). */
export const PIECE_DIR = "assets/i18n/";

/**
 * Catalogue keys that `code` names as string literals. In a production build the Lingui macro
 * leaves `{id:"Ab12Cd"}` where a text is, and the error catalogue names its explicit ids
 * ("error.7062"); a literal that only happens to equal a key costs one extra message, never a
 * missing one.
 */
export function catalogueKeysIn(code: string, keys: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(["'`])([^"'`\\\n]{1,80})\1/g)) {
    if (keys.has(match[2]!)) found.add(match[2]!);
  }
  return [...found].sort();
}

/** A piece's file: an ES module whose default export is the messages, parsed as JSON (faster than a literal). */
export function pieceSource(messages: Messages): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

/** The messages of `keys` in `locale`, taking en-US's where a translation is missing. */
export function piece(all: Record<Locale, Messages>, locale: Locale, keys: readonly string[]): Messages {
  return Object.fromEntries(keys.map((key) => [key, all[locale][key] ?? all["en-US"][key]!]));
}

/** The line a chunk starts with: its pieces, one per locale in LOCALES order. */
export function needLine(pieces: readonly string[]): string {
  return `await ${PIECE_LOADER_GLOBAL}.need(${JSON.stringify(pieces)});\n`;
}

/**
 * The pieces a built chunk waits for, or null. Read back from the minified chunk, where the need
 * line follows the imports and its strings may be in any quotes.
 */
export function piecesOf(code: string): string[] | null {
  const line = new RegExp(`await ${PIECE_LOADER_GLOBAL}\\.need\\(\\[([^\\]]*)\\]\\)`).exec(code);
  return line ? [...line[1]!.matchAll(/["'`]([\w-]+)["'`]/g)].map((m) => m[1]!) : null;
}

const hashOf = (source: string) => createHash("sha256").update(source).digest("base64url").slice(0, 10);

/** A chunk that is a whole catalogue (the dev server's and Node's fallback), which needs no piece. */
const isCatalogue = (moduleIds: readonly string[]) => moduleIds.some((id) => /\/locales\/[\w-]+\/messages\.[jt]s$/.test(id));

/**
 * Splits the catalogue by chunk (decision 0015). The whole en-US catalogue was 25 kB gzipped and
 * every first load waited for it, though /login shows some 40 of its 1,500 texts: the rest belong
 * to other pages, or to the server (mails). Each chunk that shows text now gets a piece per locale
 * with only the messages it names, and starts by awaiting its piece in the locale on screen
 * (top-level await, so nothing in it runs before its texts are there). index.html installs the
 * loader and starts the pieces of the chunks it preloads (vite-preload-start.ts).
 */
export function catalogueSplit(): Plugin {
  const keys = new Set(Object.keys(catalogs["en-US"]));
  const sources = new Map<string, string>();
  return {
    name: "vms-catalogue-split",
    apply: "build",
    renderChunk(code, chunk) {
      if (isCatalogue(chunk.moduleIds)) return null;
      const named = catalogueKeysIn(code, keys);
      if (named.length === 0) return null;
      const pieces = LOCALES.map((locale) => {
        const source = pieceSource(piece(catalogs, locale, named));
        const hash = hashOf(source);
        sources.set(hash, source);
        return hash;
      });
      const out = new MagicString(code);
      out.prepend(needLine(pieces));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      for (const [hash, source] of sources) {
        const fileName = `${PIECE_DIR}${hash}.js`;
        if (!bundle[fileName]) this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}
