import { useEffect, useRef, type RefObject } from "react";
import type { PtzDirection } from "../api/ptz-control";

const ARROWS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

/** The direction the held arrow keys point to: one arrow, or two for a diagonal (spec §2 arrows for PTZ). */
export function arrowDirection(keys: ReadonlySet<string>): PtzDirection | null {
  const up = keys.has("ArrowUp") && !keys.has("ArrowDown");
  const down = keys.has("ArrowDown") && !keys.has("ArrowUp");
  const left = keys.has("ArrowLeft") && !keys.has("ArrowRight");
  const right = keys.has("ArrowRight") && !keys.has("ArrowLeft");
  if (up) return left ? "upLeft" : right ? "upRight" : "up";
  if (down) return left ? "downLeft" : right ? "downRight" : "down";
  return left ? "left" : right ? "right" : null;
}

/** Typing in a field, or arrows a widget needs (sliders, menus, tabs), must not move the camera. */
function ownsArrows(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return true;
  return Boolean(target.closest('[role="slider"],[role="menu"],[role="listbox"],[role="tablist"],[role="tree"],[role="combobox"]'));
}

export interface PtzKeyboardOptions {
  enabled: boolean;
  onMove: (direction: PtzDirection) => void;
  onStop: () => void;
  /** Where the keys are listened to; the whole window when absent. */
  target?: RefObject<HTMLElement | null>;
}

/**
 * Arrow keys drive the PTZ head while `enabled` (spec §2 Keyboard): each key press (and the browser's
 * key repeat) moves one step, two arrows move diagonally, releasing the last arrow stops.
 */
export function usePtzKeyboard({ enabled, onMove, onStop, target }: PtzKeyboardOptions): void {
  const handlers = useRef({ onMove, onStop });
  handlers.current = { onMove, onStop };
  useEffect(() => {
    if (!enabled) return;
    const element: HTMLElement | Window = target?.current ?? window;
    const pressed = new Set<string>();
    const down = (event: Event) => {
      const e = event as KeyboardEvent;
      // A handler nearer the target (the panel's pad inside the live page) already took this key.
      if (e.defaultPrevented || !ARROWS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey || ownsArrows(e.target)) return;
      e.preventDefault();
      pressed.add(e.key);
      const direction = arrowDirection(pressed);
      if (direction) handlers.current.onMove(direction);
    };
    const up = (event: Event) => {
      const e = event as KeyboardEvent;
      if (!pressed.delete(e.key) || pressed.size > 0) return;
      handlers.current.onStop();
    };
    element.addEventListener("keydown", down);
    element.addEventListener("keyup", up);
    return () => {
      element.removeEventListener("keydown", down);
      element.removeEventListener("keyup", up);
    };
  }, [enabled, target]);
}
