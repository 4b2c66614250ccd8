import { useEffect, useRef, useState } from "react";

/** Spec §2 asset page: the search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * A text field's own value, committed `delayMs` after the last change. When `committed` changes
 * from outside (back button, a link) the field follows it.
 */
export function useDebouncedText(committed: string, onCommit: (text: string) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCommit = useRef(onCommit);
  useEffect(() => {
    latestCommit.current = onCommit;
  });
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (committed !== lastCommitted) {
    // Adjusting state while rendering (React's documented pattern) rather than in an effect.
    setLastCommitted(committed);
    setText(committed);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestCommit.current(next), delayMs);
  };
  return [text, change] as const;
}
