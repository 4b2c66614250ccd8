import { ALARM_KIND_CODES, ALARM_KINDS, type AlarmKind, type UnreadCount } from "@vms/api-client";
import { allCodes, type UserPermissions } from "@vms/permissions";

/** The tabs this user may open (spec §6: vms_event_alarm_ai, vms_event_alarm_health). */
export function permittedAlarmKinds(permissions: UserPermissions): AlarmKind[] {
  const codes = new Set(allCodes(permissions));
  return ALARM_KINDS.filter((kind) => codes.has(ALARM_KIND_CODES[kind]));
}

/** Unread alarms of the permitted tabs (the menu badge). */
export function unreadTotal(count: UnreadCount | undefined, kinds: readonly AlarmKind[]): number {
  return count ? kinds.reduce((sum, kind) => sum + count[kind], 0) : 0;
}
