import type { MessageDescriptor } from "@lingui/core";
import { toApiError, type ApiError } from "@vms/api-client";
import { useCallback, useState } from "react";
import { useCodeCountdown, type CodeCountdown } from "@/shared/lib/use-code-countdown";
import { classifyCodeSendFailure } from "./code-send-notices";

export interface EmailCodeSenderOptions {
  /** Makes the request; answers when another may be asked for. */
  send: () => Promise<{ resendAfter: number }>;
  /** A screen-specific failure (e.g. 20009 image code): return true when handled. */
  handleError?: (error: ApiError) => boolean;
}

export interface EmailCodeSender {
  countdown: CodeCountdown;
  sending: boolean;
  /** A code went out from this screen (a refused request sends nothing). */
  sent: boolean;
  /** Inline message under the button (limited, too often, send failed), or null. */
  notice: MessageDescriptor | null;
  /** Asks for a code; true when one went out. */
  request: () => Promise<boolean>;
  /** Back to unset and no notice (the address changed). */
  reset: () => void;
}

/**
 * The "get code" button's logic over the spec §4 e-mail code states: unset → waiting (120 s) →
 * resend; 1024 → limited; 20023/6001 say so and count down only the wait the server names; any other
 * failure shows a send-failed message and leaves the button usable.
 */
export function useEmailCodeSender({ send, handleError }: EmailCodeSenderOptions): EmailCodeSender {
  const countdown = useCodeCountdown();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  const [sent, setSent] = useState(false);
  const { start, limit, state, reset: resetCountdown } = countdown;

  const request = useCallback(async () => {
    setSending(true);
    setNotice(null);
    try {
      const answer = await send();
      setSent(true);
      // The server names the wait (120 s, spec §9); the default covers an answer without one.
      start(answer.resendAfter > 0 ? answer.resendAfter : undefined);
      return true;
    } catch (e) {
      const error = toApiError(e);
      if (handleError?.(error)) return false;
      const failure = classifyCodeSendFailure(error);
      if (failure.kind === "limited") limit();
      // Only the server knows how long is left: without its figure no countdown is made up.
      else if (failure.kind === "tooOften" && failure.resendAfter !== undefined && state !== "waiting") start(failure.resendAfter);
      setNotice(failure.message);
      return false;
    } finally {
      setSending(false);
    }
  }, [send, handleError, start, limit, state]);

  const reset = useCallback(() => {
    resetCountdown();
    setNotice(null);
    setSent(false);
  }, [resetCountdown]);

  return { countdown, sending, sent, notice, request, reset };
}
