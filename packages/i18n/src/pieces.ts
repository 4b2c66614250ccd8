import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "./locales.js";

/**
 * The catalogue split into pieces (decision 0015): the console's build gives each chunk that shows
 * text a piece per locale holding only the messages that chunk names, and starts the chunk with
 * `await __vmsI18n.need([<en-US piece>, <zh-CN piece>])`, so no code runs before its texts are
 * there. index.html installs this loader before any script (the function below, stringified by the
 * build) and starts the pieces of the chunks it preloads.
 */
export interface PieceLoader {
  /** The locale pieces are fetched in: the one on screen, or the one a switch is fetching. */
  l: Locale;
  /** Piece hashes by locale, in the order of `locales`. */
  locales: readonly Locale[];
  /** Messages fetched so far, per locale: Lingui holds these very objects, so a piece adds silently. */
  m: Partial<Record<Locale, Messages>>;
  /** Fetches (once) the pieces a chunk names, in the current locale. */
  need(pieces: readonly string[]): Promise<void>;
  /** Fetches (once) one piece and adds its messages to `m[locale]`. */
  get(piece: string, locale: Locale): Promise<void>;
  /** Every piece list asked for, so a locale switch can fetch the same texts in the new locale. */
  seen: (readonly string[])[];
}

/** The build's global name for the loader. */
export const PIECE_LOADER_GLOBAL = "__vmsI18n";

/**
 * Installs the loader on `globalThis`. Self-contained on purpose: the console's build inlines
 * `installPieceLoader.toString()` in index.html, where nothing else is loaded yet.
 */
export function installPieceLoader(locale: string, locales: readonly string[], base: string, importer?: (url: string) => Promise<{ default: Messages }>): PieceLoader {
  const load = importer ?? ((url: string) => import(/* @vite-ignore */ url) as Promise<{ default: Messages }>);
  const fetched: Record<string, Promise<void>> = {};
  const asked: Record<string, true> = {};
  const loader = {
    l: locale,
    locales,
    m: {} as Record<string, Messages>,
    seen: [] as (readonly string[])[],
    get(piece: string, at: string): Promise<void> {
      const key = `${at}/${piece}`;
      const running = fetched[key];
      if (running) return running;
      const started = load(base + piece + ".js").then(
        (module) => {
          Object.assign((loader.m[at] ??= {}), module.default);
        },
        (error: unknown) => {
          // A failed fetch (offline, a deploy replaced the file) may be retried by the next import.
          delete fetched[key];
          throw error;
        },
      );
      fetched[key] = started;
      return started;
    },
    need(pieces: readonly string[]): Promise<void> {
      const key = pieces.join();
      if (!asked[key]) {
        asked[key] = true;
        loader.seen.push(pieces);
      }
      const piece = pieces[locales.indexOf(loader.l)];
      return piece ? loader.get(piece, loader.l) : Promise.resolve();
    },
  };
  (globalThis as Record<string, unknown>)["__vmsI18n"] = loader;
  return loader as PieceLoader;
}

/** The loader index.html installed, or null (the Vite dev server and tests load whole catalogues). */
export function pieceLoader(): PieceLoader | null {
  return ((globalThis as Record<string, unknown>)[PIECE_LOADER_GLOBAL] as PieceLoader | undefined) ?? null;
}

const byInstance = new WeakMap<I18n, PieceLoader>();

/** A Lingui instance over the loader's messages, its locale active; pieces fetched later show at once. */
export function createPieceI18n(loader: PieceLoader): I18n {
  const locale = loader.l;
  const i18n = setupI18n({ locale, messages: { [locale]: (loader.m[locale] ??= {}) } });
  byInstance.set(i18n, loader);
  return i18n;
}

/**
 * For a locale switch of an instance made by createPieceI18n: fetches, in `locale`, every piece
 * asked for so far, then hands those messages to Lingui. Undefined for other instances.
 */
export function ensurePieces(i18n: I18n, locale: Locale): Promise<void> | undefined {
  const loader = byInstance.get(i18n);
  if (!loader) return undefined;
  loader.l = locale;
  const index = loader.locales.indexOf(locale);
  const pieces = loader.seen.map((list) => list[index]).filter((piece): piece is string => Boolean(piece));
  return Promise.all(pieces.map((piece) => loader.get(piece, locale))).then(() => {
    i18n.load(locale, (loader.m[locale] ??= {}));
  });
}
