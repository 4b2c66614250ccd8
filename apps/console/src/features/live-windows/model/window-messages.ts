import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { catalogueEntry } from "@vms/api-client";
import type { PlayerStatus } from "@/shared/video";

const statusMessages = {
  connecting: msg`Connecting…`,
  stalled: msg`The stream has stalled. Reconnecting…`,
  suspended: msg`Paused while out of view.`,
} as const;

/** The state text a window shows over its video; null while it plays or is empty. */
export function windowStatusText(i18n: I18n, status: PlayerStatus, code: number | null): string | null {
  if (status === "failed") return failureText(i18n, code);
  if (status === "reconnecting") {
    // Issue 28: why it stopped, and that it comes back by itself.
    const reason = code === null ? i18n._(msg`The video stopped.`) : failureText(i18n, code);
    return i18n._(msg`${reason} Reconnecting…`);
  }
  if (status === "connecting" || status === "stalled" || status === "suspended") return i18n._(statusMessages[status]);
  return null;
}

function failureText(i18n: I18n, code: number | null): string {
  const entry = code === null ? undefined : catalogueEntry(code);
  return entry ? i18n._(entry.message) : i18n._(msg`The video could not be played (code ${code ?? 0}).`);
}
