import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { REMOTE_GRANT_MINUTES, REMOTE_REQ_STATUS, type RemoteGrantMinutes } from "@vms/api-client";

const DURATION_LABELS: Record<RemoteGrantMinutes, MessageDescriptor> = {
  30: msg`30 minutes`,
  120: msg`2 hours`,
  600: msg`10 hours`,
  1440: msg`24 hours`,
  10080: msg`7 days`,
  [-1]: msg`Permanent`,
};

/** Spec §9 grant durations, in the order the customer chooses from. */
export const GRANT_DURATIONS: ReadonlyArray<{ minutes: RemoteGrantMinutes; label: MessageDescriptor }> = REMOTE_GRANT_MINUTES.map((minutes) => ({
  minutes,
  label: DURATION_LABELS[minutes],
}));

/** The label of a granted duration; null (pending, refused) has none. */
export function durationLabel(minutes: number | null): MessageDescriptor | null {
  return minutes !== null && minutes in DURATION_LABELS ? DURATION_LABELS[minutes as RemoteGrantMinutes] : null;
}

const STATUS_LABELS: Record<number, MessageDescriptor> = {
  [REMOTE_REQ_STATUS.PENDING]: msg`Pending`,
  [REMOTE_REQ_STATUS.GRANTED]: msg`Granted`,
  [REMOTE_REQ_STATUS.REFUSED]: msg`Refused`,
  [REMOTE_REQ_STATUS.REVOKED]: msg`Revoked`,
  [REMOTE_REQ_STATUS.EXPIRED]: msg`Expired`,
};

/** The label of a request status (spec §4 Remote access). */
export function statusLabel(status: number): MessageDescriptor {
  return STATUS_LABELS[status] ?? STATUS_LABELS[REMOTE_REQ_STATUS.PENDING]!;
}
