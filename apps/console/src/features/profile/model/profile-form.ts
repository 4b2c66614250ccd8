import { checkName, checkPhone, type Profile, type RequestOf } from "@vms/api-client";
import { nameProblemMessages } from "@/shared/lib/form-messages";
import type { FieldMessages } from "@/shared/ui";
import { phoneInvalidMessage } from "./profile-messages";

export interface ProfileValues {
  userName: string;
  alias: string;
  phone: string;
}
export type ProfileErrors = FieldMessages<keyof ProfileValues>;

/** Spec §5: the name is required; name and alias at most 32 characters without forbidden ones; phone format. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = checkName(values.userName, 32);
  if (name) errors.userName = nameProblemMessages[name];
  const alias = checkName(values.alias, 32, true);
  if (alias) errors.alias = nameProblemMessages[alias];
  if (checkPhone(values.phone.trim())) errors.phone = phoneInvalidMessage;
  return errors;
}

/** The editable fields of a saved profile. */
export const profileValuesOf = (profile: Profile): ProfileValues => ({ userName: profile.userName, alias: profile.alias, phone: profile.phone });

/** True when the form differs from the saved profile (Save is offered only then). */
export const isProfileDirty = (profile: Profile, values: ProfileValues): boolean => {
  const saved = profileValuesOf(profile);
  return (Object.keys(saved) as (keyof ProfileValues)[]).some((k) => saved[k] !== values[k]);
};

/** The /user/profile/update request: every field trimmed. */
export const toProfileUpdate = (values: ProfileValues): RequestOf<"/user/profile/update"> => ({
  userName: values.userName.trim(),
  alias: values.alias.trim(),
  phone: values.phone.trim(),
});
