import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** 33671: the code is wrong (the boxes are cleared). */
export const mfaCodeWrongMessage: MessageDescriptor = msg`The code is wrong. Please try again.`;
/** 33672 for the e-mail factor: expired or never sent. */
export const mfaEmailCodeExpiredMessage: MessageDescriptor = msg`The code has expired. Please request a new one.`;
/** 33672 for the app: the app's code moved on. */
export const mfaOtpExpiredMessage: MessageDescriptor = msg`The code has expired. Enter the current code from your app.`;
