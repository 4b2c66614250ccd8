import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AvatarProblem } from "./avatar-file";

/** Spec §5 "a wrong mobile number gives an invalid-phone message". */
export const phoneInvalidMessage: MessageDescriptor = msg`Enter a valid phone number.`;
/** Spec §5 avatar rules. */
export const avatarProblemMessages: Record<AvatarProblem, MessageDescriptor> = {
  type: msg`Choose a PNG, JPG, JPEG or BMP image.`,
  size: msg`The image must be smaller than 2 MB.`,
};
export const avatarUpdatedMessage: MessageDescriptor = msg`Your avatar was updated.`;
export const passwordChangedMessage: MessageDescriptor = msg`Your password was changed. Other sessions have been signed out.`;
