import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import type { CodeCountdownState } from "@/shared/lib/use-code-countdown";

export interface CodeSendButtonProps {
  state: CodeCountdownState;
  secondsLeft: number;
  sending?: boolean;
  /** E.g. while the address is not valid yet. */
  disabled?: boolean;
  onClick: () => void;
  /** Pixel height, e.g. 38 to line up with the text field beside it. */
  height?: number;
  "data-testid"?: string;
}

/** The "get code" button through the spec §4 e-mail code states. */
export function CodeSendButton({ state, secondsLeft, sending = false, disabled = false, onClick, height, ...rest }: CodeSendButtonProps) {
  const { t } = useLingui();
  const label = {
    unset: t`Get code`,
    waiting: t`Resend in ${secondsLeft} s`,
    resend: t`Resend code`,
    limited: t`Limit reached`,
  }[state];
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={disabled || sending || state === "waiting" || state === "limited"}
      data-state={state}
      data-testid={rest["data-testid"] ?? "send-code"}
      sx={{ flexShrink: 0, minWidth: 128, whiteSpace: "nowrap", ...(height ? { height } : {}) }}
    >
      {label}
    </Button>
  );
}
