import { Code, layoutValueSchema, LAYOUT_SPLITS, type LayoutValue } from "@vms/api-client";
import { AppError } from "../../core/app-error.js";

/**
 * Checks a layout's configValue (spec §3 Layout): 20063 when it is not a layout, 20061 for a split
 * other than 1/4/9/16, 20062 when a window lies outside the split or appears twice.
 */
export function parseLayoutValue(text: string): LayoutValue {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError(Code.LAYOUT_VALUE_INVALID);
  }
  const split = (raw as { splitNum?: unknown } | null)?.splitNum;
  if (typeof raw === "object" && raw !== null && !(LAYOUT_SPLITS as readonly unknown[]).includes(split)) throw new AppError(Code.LAYOUT_SPLIT_INVALID);
  const parsed = layoutValueSchema.safeParse(raw);
  if (!parsed.success) throw new AppError(Code.LAYOUT_VALUE_INVALID);
  const layout = parsed.data;
  const seen = new Set<number>();
  for (const win of layout.playChlList) {
    if (win.winIndex > layout.splitNum || seen.has(win.winIndex)) throw new AppError(Code.LAYOUT_WINDOWS_INVALID);
    seen.add(win.winIndex);
  }
  return layout;
}

/** Another layout's value with isDefault cleared; null when it is not a layout (left alone). */
export function withoutDefault(text: string): string | null {
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (value.isDefault !== true) return null;
    return JSON.stringify({ ...value, isDefault: false });
  } catch {
    return null;
  }
}
