import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { EmailCodeSender } from "../model/use-email-code-sender";
import { CodeSendButton } from "./code-send-button";

export interface EmailCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  sender: EmailCodeSender;
  onRequest: () => void;
  /** E.g. the address is already registered. */
  sendDisabled?: boolean;
}

/** The e-mail code (6 digits) beside the "get code" button and its state notice (spec §4). */
export function EmailCodeField({ value, onChange, error, sender, onRequest, sendDisabled = false }: EmailCodeFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <TextField
          name="emailCode"
          label={t`E-mail code`}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
          error={Boolean(error)}
          helperText={error}
          autoComplete="one-time-code"
          fullWidth
          required
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
        />
        <CodeSendButton
          state={sender.countdown.state}
          secondsLeft={sender.countdown.secondsLeft}
          sending={sender.sending}
          disabled={sendDisabled}
          onClick={onRequest}
          height={38}
        />
      </Stack>
      {sender.notice && (
        <Typography variant="body2" color="warning.main" data-testid="code-notice">
          {i18n._(sender.notice)}
        </Typography>
      )}
      {sender.countdown.state === "waiting" && !sender.notice && (
        <Typography variant="body2" color="text.secondary" data-testid="code-sent">
          {t`A code is on its way. Check your inbox.`}
        </Typography>
      )}
    </Stack>
  );
}
