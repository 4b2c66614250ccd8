import type { MessageDescriptor } from "@lingui/core";
import { useNavigate } from "@tanstack/react-router";
import { checkEmail } from "@vms/api-client";
import { useState } from "react";
import { emailProblemMessages } from "@/shared/lib/form-messages";
import { useResetCode, type ResetCode } from "./use-reset-code";

export interface ForgotPassword {
  email: string;
  setEmail: (value: string) => void;
  emailError: MessageDescriptor | null;
  code: ResetCode;
  submit: () => Promise<void>;
}

/** Step 1 of recovery: the address (and image code when asked); the code sent, on to step 2. */
export function useForgotPassword(initialEmail = ""): ForgotPassword {
  const navigate = useNavigate();
  const [email, setEmailState] = useState(initialEmail);
  const [formatError, setFormatError] = useState<MessageDescriptor | null>(null);
  const trimmed = email.trim();
  const code = useResetCode(trimmed);

  const setEmail = (value: string) => {
    setEmailState(value);
    setFormatError(null);
    code.clearAccountError();
  };

  const submit = async () => {
    const problem = checkEmail(trimmed);
    if (problem) {
      setFormatError(emailProblemMessages[problem]);
      return;
    }
    if (await code.request()) {
      await navigate({ to: "/reset-password", search: { email: trimmed, sent: Date.now() } });
    }
  };

  return { email, setEmail, emailError: formatError ?? code.accountError, code, submit };
}
