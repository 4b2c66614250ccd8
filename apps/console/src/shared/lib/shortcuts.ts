import type { MessageDescriptor } from "@lingui/core";

/** A keyboard shortcut of a page: the `KeyboardEvent.key` values, what it does, and its help text. */
export interface Shortcut<A extends string = string> {
  keys: readonly string[];
  action: A;
  label: MessageDescriptor;
  /** How the help dialog shows the keys, when listing each would be noise ("1–9"). */
  display?: string;
}

/**
 * Where a key belongs to what has focus, not to the page: typing, the tree (its own arrow and letter
 * keys) and dialogs. Space and Enter also belong to a focused button, link or slider.
 */
export function ownsKey(target: EventTarget | null, key: string): boolean {
  if (typeof HTMLElement === "undefined" || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return true;
  if (target.closest("[role=tree],[role=dialog],[role=listbox],[role=menu]") !== null) return true;
  return (key === " " || key === "Enter") && target.closest("button,a,[role=button],[role=slider],[role=tab],[role=checkbox]") !== null;
}

/** The shortcut a key press means, or null (modified keys other than Shift are never shortcuts). */
export function matchShortcut<A extends string>(shortcuts: readonly Shortcut<A>[], event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "target">): Shortcut<A> | null {
  if (event.ctrlKey || event.metaKey || event.altKey || ownsKey(event.target, event.key)) return null;
  return shortcuts.find((s) => s.keys.includes(event.key)) ?? null;
}
