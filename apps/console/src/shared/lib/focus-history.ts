let hadFocus = false;

/**
 * Starts noting whether anything in the page has been focused (keyboard or pointer). A page that
 * just loaded has not; after a sign-in it has, and the shell then moves focus to the new content.
 * Answers the function that stops it.
 */
export function trackFocusHistory(doc: Document = document): () => void {
  const note = () => {
    hadFocus = true;
  };
  doc.addEventListener("focusin", note, true);
  return () => doc.removeEventListener("focusin", note, true);
}

/** True once any element of the page has had focus since tracking started. */
export function pageHadFocus(): boolean {
  return hadFocus;
}

/** True when focus sits nowhere (on the body), e.g. after the focused element was removed. */
export function focusIsLost(doc: Document = document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body;
}
