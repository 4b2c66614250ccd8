import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** 7001 / 20003 on password recovery. */
export const noAccountMessage: MessageDescriptor = msg`No account uses this e-mail address.`;
