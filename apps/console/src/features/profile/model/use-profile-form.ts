import type { MessageDescriptor } from "@lingui/core";
import { checkName, checkPhone, type Profile } from "@vms/api-client";
import { useState } from "react";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { nameProblemMessages } from "@/shared/lib/form-messages";
import { notifier } from "@/shared/notifier";
import { useUpdateProfileMutation } from "../api/update-profile";
import { phoneInvalidMessage } from "./profile-messages";

export interface ProfileValues {
  userName: string;
  alias: string;
  phone: string;
}
export type ProfileErrors = Partial<Record<keyof ProfileValues, MessageDescriptor>>;

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

const valuesOf = (profile: Profile): ProfileValues => ({ userName: profile.userName, alias: profile.alias, phone: profile.phone });

/** The personal-information form: values, per-field errors, and saving (spec §5, §7). */
export function useProfileForm(profile: Profile) {
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const mutation = useUpdateProfileMutation();
  const saved = valuesOf(profile);
  const dirty = (Object.keys(saved) as (keyof ProfileValues)[]).some((k) => saved[k] !== values[k]);

  const setField = (field: keyof ProfileValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (): Promise<boolean> => {
    const found = validateProfile(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return false;
    try {
      const next = await mutation.mutateAsync({ userName: values.userName.trim(), alias: values.alias.trim(), phone: values.phone.trim() });
      setValues(valuesOf(next));
      notifier.notify({ message: operationSuccessMessage }, "success");
      return true;
    } catch {
      // The failure has toasted (spec §8); the typed values stay.
      return false;
    }
  };

  return { values, errors, dirty, saving: mutation.isPending, setField, submit };
}
