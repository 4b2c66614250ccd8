import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { isComplete } from "./complete-instances.js";
import type { Locale } from "./locales.js";
import { ensurePieces } from "./pieces.js";

// One dynamic import per locale, so a bundler (the console's Vite build) splits each compiled
// catalogue into its own chunk and the browser fetches only the locale on screen. Node code
// (the server's translate()) keeps the synchronous `catalogs` of ./catalogs.ts instead.
const importers: Record<Locale, () => Promise<{ messages: Messages }>> = {
  "en-US": () => import("./locales/en-US/messages.js"),
  "zh-CN": () => import("./locales/zh-CN/messages.js"),
};

const pending = new Map<Locale, Promise<Messages>>();
const resolved = new Map<Locale, Messages>();

/** The compiled catalogue of `locale`, fetched once (later calls share the first fetch). */
export function loadCatalog(locale: Locale): Promise<Messages> {
  let promise = pending.get(locale);
  if (!promise) {
    promise = importers[locale]().then(({ messages }) => {
      resolved.set(locale, messages);
      return messages;
    });
    // A failed fetch (offline, a deploy replaced the chunk) may be retried by the next call.
    promise.catch(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}

/** A Lingui instance holding only `locale`'s catalogue, active; the browser's starting point. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const messages = await loadCatalog(locale);
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/**
 * Loads `locale`'s catalogue into `i18n` (without activating it). Returns undefined when that
 * needs no fetch (already fetched, or `i18n` came from createI18n with every catalogue), so a
 * switch between loaded locales re-renders in the same tick; else a promise of the fetch.
 */
export function ensureCatalog(i18n: I18n, locale: Locale): Promise<void> | undefined {
  if (isComplete(i18n)) return undefined;
  // The built console's catalogue comes in pieces (decision 0015).
  const pieces = ensurePieces(i18n, locale);
  if (pieces) return pieces;
  const messages = resolved.get(locale);
  if (messages) {
    i18n.load(locale, messages);
    return undefined;
  }
  return loadCatalog(locale).then((loaded) => i18n.load(locale, loaded));
}
