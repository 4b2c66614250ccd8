import { useState, type KeyboardEvent } from "react";
import { clipOf, type ClipMarks } from "../model/clip-selection";

const NO_MARKS: ClipMarks = { inAt: null, outAt: null };

/** Whether a key press belongs to a field (typing "i" in the time box or a select is not a mark). */
function typing(target: EventTarget): boolean {
  const el = target as HTMLElement;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName) || el.getAttribute?.("role") === "combobox";
}

/**
 * A window's clip marks (issue 31): In and Out at the playhead, a Shift+drag span, cleared when the
 * range or channel changes (`resetKey`). `onKeyDown` gives the window the I and O keys.
 */
export function useClipMarks(range: { startTime: number; endTime: number } | null, playhead: number | null, resetKey: string) {
  const [state, setState] = useState<{ key: string; marks: ClipMarks }>({ key: resetKey, marks: NO_MARKS });
  const marks = state.key === resetKey ? state.marks : NO_MARKS;
  const set = (next: ClipMarks) => setState({ key: resetKey, marks: next });
  const mark = (which: "in" | "out") => {
    if (playhead === null) return;
    set(which === "in" ? { ...marks, inAt: playhead } : { ...marks, outAt: playhead });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    const key = e.key.toLowerCase();
    if (key !== "i" && key !== "o") return;
    e.preventDefault();
    mark(key === "i" ? "in" : "out");
  };
  return {
    clip: range ? clipOf(marks, range) : ({ kind: "none" } as const),
    mark,
    select: (inAt: number, outAt: number) => set({ inAt, outAt }),
    clear: () => set(NO_MARKS),
    onKeyDown,
  };
}
