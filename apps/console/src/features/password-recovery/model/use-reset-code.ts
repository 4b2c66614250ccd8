import type { MessageDescriptor } from "@lingui/core";
import { Code, type ApiError } from "@vms/api-client";
import { useCallback, useState } from "react";
import { useCaptcha, useEmailCodeSender, type Captcha, type EmailCodeSender } from "@/entities/auth";
import { imgCodeLengthMessage, imgCodeRequiredMessage, imgCodeWrongMessage } from "@/shared/lib/form-messages";
import { sendResetCode } from "../api/send-reset-code";
import { noAccountMessage } from "./recovery-messages";

export interface ResetCode {
  sender: EmailCodeSender;
  captcha: Captcha;
  imgCode: string;
  setImgCode: (value: string) => void;
  imgError: MessageDescriptor | null;
  /** The server knows no account with this address. */
  accountError: MessageDescriptor | null;
  clearAccountError: () => void;
  /** Asks for a reset code; true when one went out. */
  request: () => Promise<boolean>;
}

/**
 * Requesting a reset code: the e-mail code states (spec §4) plus the image code when the server
 * asks for one (20009 shows it, 20007 loads a new one).
 */
export function useResetCode(email: string): ResetCode {
  const captcha = useCaptcha();
  const [imgCode, setImgCodeState] = useState("");
  const [imgError, setImgError] = useState<MessageDescriptor | null>(null);
  const [accountError, setAccountError] = useState<MessageDescriptor | null>(null);
  const { shown, idCode, show, refresh } = captcha;

  const send = useCallback(
    () => sendResetCode({ loginName: email, ...(shown && idCode ? { idCode, imgCode } : {}) }),
    [email, shown, idCode, imgCode],
  );
  const handleError = useCallback(
    (error: ApiError) => {
      if (error.code === Code.IMG_CODE_REQUIRED) {
        show();
        setImgError(imgCodeRequiredMessage);
      } else if (error.code === Code.IMG_CODE_WRONG) {
        setImgError(imgCodeWrongMessage);
      } else if (error.code === Code.USER_NOT_FOUND || error.code === Code.NO_ACCOUNT) {
        setAccountError(noAccountMessage);
      } else return false;
      return true;
    },
    [show],
  );
  const sender = useEmailCodeSender({ send, handleError });

  const request = async () => {
    if (shown && imgCode.length !== 4) {
      setImgError(imgCode === "" ? imgCodeRequiredMessage : imgCodeLengthMessage);
      return false;
    }
    setAccountError(null);
    const ok = await sender.request();
    if (shown) {
      // Each image is good for one request.
      refresh();
      setImgCodeState("");
    }
    return ok;
  };

  const setImgCode = (value: string) => {
    setImgCodeState(value);
    setImgError(null);
  };
  const clearAccountError = useCallback(() => setAccountError(null), []);

  return { sender, captcha, imgCode, setImgCode, imgError, accountError, clearAccountError, request };
}
