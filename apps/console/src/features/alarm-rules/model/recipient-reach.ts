import type { MessageDescriptor } from "@lingui/core";
import { recipientNoAlarmsMessage, recipientNoSitesMessage } from "./rule-messages";

interface Reach {
  alarms: boolean;
  /** Sites whose events they read (null: every site). */
  siteIds: readonly string[] | null;
}

/**
 * Issue 28: why a user can never receive a rule's alarms, or undefined. The server's check
 * (rule-service `receives`): the role shows AI alarms, and they read a chosen site or one below it.
 * `parentOf` maps a site to its parent (the site choices).
 */
export function unreachableReason(user: Reach, ruleSiteIds: readonly string[], parentOf: ReadonlyMap<string, string | null>): MessageDescriptor | undefined {
  if (!user.alarms) return recipientNoAlarmsMessage;
  if (user.siteIds === null || ruleSiteIds.length === 0) return undefined;
  const chosen = new Set(ruleSiteIds);
  const covered = (siteId: string) => {
    for (let at: string | null | undefined = siteId, hops = 0; at && hops < 64; at = parentOf.get(at), hops++) if (chosen.has(at)) return true;
    return false;
  };
  return user.siteIds.some(covered) ? undefined : recipientNoSitesMessage;
}
