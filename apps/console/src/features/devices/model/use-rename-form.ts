import type { MessageDescriptor } from "@lingui/core";
import { checkName, DEVICE_NAME_MAX } from "@vms/api-client";
import { useState } from "react";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { nameProblemMessages } from "@/shared/lib/form-messages";
import { notifier } from "@/shared/notifier";
import { useRenameDeviceMutation } from "../api/rename-device";
import { deviceNameLengthMessage } from "./device-form-messages";

/** Spec §5/§9 device name: 0-32 characters, none of the forbidden ones; empty is allowed. */
export function validateDeviceName(name: string): MessageDescriptor | undefined {
  const problem = checkName(name, DEVICE_NAME_MAX, true);
  if (!problem) return undefined;
  return problem === "length" ? deviceNameLengthMessage : nameProblemMessages[problem];
}

/** The rename dialog's form (spec §7 /device/edit). */
export function useRenameForm(sn: string, initialName: string, onDone: () => void) {
  const [name, setNameValue] = useState(initialName);
  const [error, setError] = useState<MessageDescriptor | undefined>();
  const mutation = useRenameDeviceMutation();
  const setName = (value: string) => {
    setNameValue(value);
    setError(undefined);
  };
  const submit = async () => {
    const problem = validateDeviceName(name);
    setError(problem);
    if (problem) return;
    try {
      await mutation.mutateAsync({ sn, name });
      notifier.notify({ message: operationSuccessMessage }, "success");
      onDone();
    } catch {
      // The API client has shown the failure (spec §8); the dialog stays open with the name.
    }
  };
  return { name, error, saving: mutation.isPending, setName, submit };
}
