import { useEffect, useRef } from "react";
import { matchShortcut } from "@/shared/lib/shortcuts";
import { LAYOUT_SHORTCUTS } from "./tour";

/** N opens the next layout, T starts or stops the tour (LAYOUT_SHORTCUTS; not while typing or in a dialog). */
export function useLayoutKeyboard(next: () => void, toggleTour: () => void): void {
  const latest = useRef({ next, toggleTour });
  latest.current = { next, toggleTour };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = matchShortcut(LAYOUT_SHORTCUTS, event);
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      if (shortcut.action === "nextLayout") latest.current.next();
      else latest.current.toggleTour();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}
