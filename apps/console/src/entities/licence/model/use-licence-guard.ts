import { useCallback } from "react";
import { notifier } from "@/shared/notifier";
import { useLicenceQuery } from "../api/get-licence";
import { blockedActionMessage, UNKNOWN_LICENCE_STATE, type LicenceState } from "./licence-warnings";

/** The organization's licence state (spec §4); unknown (nothing blocked) until it is read. */
export function useLicenceState(): LicenceState {
  const { data } = useLicenceQuery();
  if (!data) return UNKNOWN_LICENCE_STATE;
  return { warning: data.warning, blocked: data.blocked, remainDays: data.licenceObj.currentInfo?.remainDays ?? null };
}

/** Shows the directive's warning for a blocked click. */
export function warnBlocked(state: LicenceState): void {
  notifier.notify({ message: blockedActionMessage(state.warning) }, "warning");
}

/** What {@link useLicenceGuard} hands out. */
export interface LicenceGuard extends LicenceState {
  /** Wraps a licensed action: while blocked it only shows the warning; otherwise it runs the action. */
  guard: <A extends unknown[]>(action: (...args: A) => unknown) => (...args: A) => void;
}

/**
 * Spec §4 licence directive as a hook: `onClick={guard(startLive)}` runs `startLive` unless there is
 * no licence, or it expired and no free channels remain, in which case a warning toast shows instead.
 */
export function useLicenceGuard(): LicenceGuard {
  const state = useLicenceState();
  const guard = useCallback<LicenceGuard["guard"]>(
    (action) =>
      (...args) => {
        if (state.blocked) warnBlocked(state);
        else void action(...args);
      },
    [state],
  );
  return { ...state, guard };
}
