import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Spec §7 "operationSuccess": a change was saved. */
export const operationSuccessMessage: MessageDescriptor = msg`Operation successful.`;
