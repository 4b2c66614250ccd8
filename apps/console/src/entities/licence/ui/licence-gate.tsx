import type { MouseEvent, ReactNode } from "react";
import { useLicenceState, warnBlocked } from "../model/use-licence-guard";

export interface LicenceGateProps {
  /** The licensed controls (buttons, menu items, a whole toolbar). */
  children: ReactNode;
}

/**
 * Spec §4 licence directive as a wrapper: a click (mouse, Enter or Space) on anything inside is
 * stopped before it reaches its handler while the licence blocks, and the warning shows instead.
 * Layout is untouched (`display: contents`).
 */
export function LicenceGate({ children }: LicenceGateProps) {
  const state = useLicenceState();
  const capture = (event: MouseEvent) => {
    if (!state.blocked) return;
    event.preventDefault();
    event.stopPropagation();
    warnBlocked(state);
  };
  return (
    <span style={{ display: "contents" }} onClickCapture={capture} data-licence-blocked={state.blocked || undefined}>
      {children}
    </span>
  );
}
