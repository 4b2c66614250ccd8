import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FORBIDDEN_NAME_CHARS, type EmailProblem, type NameProblem, type NewPasswordProblem } from "@vms/api-client";

// Spec §5 validation messages for the reasons the @vms/api-client checks report. Descriptors, so
// they are translated when shown and follow a language switch while the error is on screen.

/** The forbidden characters spaced out, for messages. */
const forbidden = [...FORBIDDEN_NAME_CHARS].join(" ");

/** Spec §5 "cannot be empty". */
export const requiredMessage: MessageDescriptor = msg`This field cannot be empty.`;

/** Spec §5 e-mail format. */
export const emailProblemMessages: Record<EmailProblem, MessageDescriptor> = {
  empty: requiredMessage,
  format: msg`Enter a valid e-mail address.`,
};

/** Spec §5 password rules, including the new-password form's. */
export const passwordProblemMessages: Record<NewPasswordProblem, MessageDescriptor> = {
  empty: requiredMessage,
  length: msg`The password must have 8 to 16 characters.`,
  variety: msg`Use at least two of: letters, digits, special characters.`,
  forbidden: msg`The password must not contain ${forbidden}.`,
  mismatch: msg`The passwords do not match.`,
  same: msg`The new password must differ from the old one.`,
};

/** Spec §5 names: not empty, length, forbidden characters. */
export const nameProblemMessages: Record<NameProblem, MessageDescriptor> = {
  empty: requiredMessage,
  length: msg`At most 32 characters.`,
  forbidden: msg`Must not contain ${forbidden}.`,
};

/** Spec §9: e-mail codes have 6 characters, image codes 4. */
export const emailCodeLengthMessage: MessageDescriptor = msg`Enter the 6-digit code.`;
export const imgCodeLengthMessage: MessageDescriptor = msg`Enter the 4 characters of the image.`;

/** Spec §5 "image code: empty or wrong shows its own errors" (20009, 20007). */
export const imgCodeRequiredMessage: MessageDescriptor = msg`Please enter the image code.`;
export const imgCodeWrongMessage: MessageDescriptor = msg`The image code is wrong. Please enter the new one.`;
