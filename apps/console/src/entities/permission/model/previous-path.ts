/** sessionStorage key of the last page the user was allowed on (per tab; cleared by logout). */
export const PREVIOUS_PATH_KEY = "vms.previousPath";

/**
 * The previous permitted page of spec §2's guard. Kept in sessionStorage so an address typed into
 * this tab (a full page load) still falls back to where the user was.
 */
export const previousPath = {
  get(): string | null {
    try {
      return globalThis.sessionStorage?.getItem(PREVIOUS_PATH_KEY) ?? null;
    } catch {
      return null;
    }
  },
  remember(href: string): void {
    try {
      globalThis.sessionStorage?.setItem(PREVIOUS_PATH_KEY, href);
    } catch {
      // Storage unavailable: the guard falls back to the first permitted route.
    }
  },
  forget(): void {
    try {
      globalThis.sessionStorage?.removeItem(PREVIOUS_PATH_KEY);
    } catch {
      // Nothing was stored either.
    }
  },
};
