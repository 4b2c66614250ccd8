import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { CaptchaImage } from "@vms/ui-kit";
import type { Captcha } from "../model/use-captcha";

export interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  /** Translated error under the field (empty, wrong), or null. */
  error: string | null;
  disabled?: boolean;
}

/** Image code entry (spec §3: 4 characters) beside the image that is clicked to change (spec §2). */
export function CaptchaField({ captcha, value, onChange, error, disabled }: CaptchaFieldProps) {
  const { t } = useLingui();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }} data-testid="captcha">
      <TextField
        name="imgCode"
        label={t`Image code`}
        value={value}
        onChange={(event) => onChange(event.target.value.trim().slice(0, 4))}
        error={Boolean(error)}
        helperText={error}
        disabled={disabled}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 4 } }}
      />
      <CaptchaImage
        src={captcha.image}
        loading={captcha.loading}
        onRefresh={captcha.refresh}
        alt={t`Verification image. Click to change it.`}
        height={38}
      />
    </Stack>
  );
}
