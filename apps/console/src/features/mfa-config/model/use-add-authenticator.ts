import { useState } from "react";
import { useCreateOtpFactorMutation, type MfaFactorSetup } from "../api/create-mfa-factor";

/**
 * Adding an authenticator app (spec §7 MFA): `start` opens the dialog and asks for a secret and QR
 * code; the dialog's code form proves it (/user/mfa/verify).
 */
export function useAddAuthenticator() {
  const [open, setOpen] = useState(false);
  const create = useCreateOtpFactorMutation();
  const setup: MfaFactorSetup | undefined = create.data;

  const start = () => {
    setOpen(true);
    create.mutate(undefined, { onError: () => setOpen(false) });
  };

  const close = () => {
    setOpen(false);
    create.reset();
  };

  return { open, setup, creating: create.isPending, start, close };
}

export type AddAuthenticator = ReturnType<typeof useAddAuthenticator>;
