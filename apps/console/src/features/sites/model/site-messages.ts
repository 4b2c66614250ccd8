import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// Texts of the site page that models produce (validation, dialog notices); descriptors, so they
// follow a language switch while shown.

/** Spec §5 "a wrong mobile number gives an invalid-phone message" (same text as the profile's). */
export const phoneInvalidMessage: MessageDescriptor = msg`Enter a valid phone number.`;
/** Scene 9 needs one of the organization's custom scenes. */
export const customSceneRequiredMessage: MessageDescriptor = msg`Choose a custom scene or add one.`;
/** A custom scene name the organization already has. */
export const sceneNameTakenMessage: MessageDescriptor = msg`A scene with this name already exists.`;

/** Length limits of the site fields (spec §3 Site; 32 for names, 64 city, 128 address). */
export function maxLengthMessage(max: number): MessageDescriptor {
  return msg`At most ${max} characters.`;
}
