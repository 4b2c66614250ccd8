import { msg } from "@lingui/core/macro";
import type { Shortcut } from "@/shared/lib/shortcuts";

/** Verkada Command rotates a wall's layouts every 30 s; faster than 5 s no picture settles (issue 31). */
export const DEFAULT_TOUR_SEC = 30;
export const MIN_TOUR_SEC = 5;
export const MAX_TOUR_SEC = 3600;

/** An interval a person typed, as the tour uses it: whole seconds within 5 s … 1 h, else 30 s. */
export function clampTourSec(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_TOUR_SEC;
  return Math.min(MAX_TOUR_SEC, Math.max(MIN_TOUR_SEC, Math.round(value)));
}

/** The layout after `currentId` in the saved order, wrapping round; the first when none is open. */
export function nextLayoutId(ids: readonly string[], currentId: string | null): string | null {
  if (ids.length === 0) return null;
  const at = currentId === null ? -1 : ids.indexOf(currentId);
  return ids[(at + 1) % ids.length]!;
}

/**
 * Which layout opens on entry (spec §2/§9 says the default one). Issue 31: a wall that was open when
 * the page was left or reloaded comes back instead, so a control-room screen resumes its wall; the
 * default layout opens when none was open or that one was deleted since.
 */
export function entryLayoutId(layouts: readonly { id: string; isDefault: boolean }[], lastId: string | null): string | null {
  if (lastId !== null && layouts.some((l) => l.id === lastId)) return lastId;
  return layouts.find((l) => l.isDefault)?.id ?? null;
}

export type LayoutAction = "nextLayout" | "tour";

/** The layouts' keys, listed in the live page's shortcut help. */
export const LAYOUT_SHORTCUTS: readonly Shortcut<LayoutAction>[] = [
  { keys: ["n", "N"], action: "nextLayout", label: msg`Open the next saved layout` },
  { keys: ["t", "T"], action: "tour", label: msg`Start or stop the layout tour` },
];
