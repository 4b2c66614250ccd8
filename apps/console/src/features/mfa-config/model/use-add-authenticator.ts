import type { MessageDescriptor } from "@lingui/core";
import { catalogueEntry, Code, toApiError } from "@vms/api-client";
import { useState } from "react";
import { showApiError } from "@/shared/api";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { useCreateOtpFactorMutation, type MfaFactorSetup } from "../api/create-mfa-factor";
import { useVerifyMfaFactorMutation } from "../api/verify-mfa-factor";

/** Codes shown under the code boxes instead of a toast (spec §8 MFA group). */
const INLINE_CODES: readonly number[] = [Code.MFA_CODE_WRONG, Code.MFA_CODE_EXPIRED];

/**
 * Adding an authenticator app (spec §7 MFA): create (secret + QR), type the 6-digit code, verify.
 * `start` opens the dialog and asks for a secret; `verify` proves it.
 */
export function useAddAuthenticator() {
  const [open, setOpen] = useState(false);
  const [code, setCodeValue] = useState("");
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const create = useCreateOtpFactorMutation();
  const verifyMutation = useVerifyMfaFactorMutation();
  const setup: MfaFactorSetup | undefined = create.data;

  const start = () => {
    setOpen(true);
    setCodeValue("");
    setError(null);
    create.mutate(undefined, { onError: () => setOpen(false) });
  };

  const close = () => {
    setOpen(false);
    create.reset();
    verifyMutation.reset();
  };

  const setCode = (value: string) => {
    setCodeValue(value);
    setError(null);
  };

  const verify = async (value: string = code): Promise<boolean> => {
    if (!/^[0-9]{6}$/.test(value) || verifyMutation.isPending) return false;
    try {
      await verifyMutation.mutateAsync({ type: "OTP", code: value });
      notifier.notify({ message: operationSuccessMessage }, "success");
      close();
      return true;
    } catch (e) {
      const failure = toApiError(e);
      const inline = INLINE_CODES.includes(failure.code) ? catalogueEntry(failure.code)?.message : undefined;
      if (inline) {
        setError(inline);
        setCodeValue("");
      } else showApiError(failure);
      return false;
    }
  };

  return { open, setup, creating: create.isPending, code, setCode, error, verifying: verifyMutation.isPending, start, close, verify };
}

export type AddAuthenticator = ReturnType<typeof useAddAuthenticator>;
