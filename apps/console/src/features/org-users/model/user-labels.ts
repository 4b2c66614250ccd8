import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Spec §4 user states. */
export const USER_STATE_LABELS: Record<number, MessageDescriptor> = {
  0: msg`Inactivated`,
  1: msg`Activated`,
  2: msg`Frozen`,
};
