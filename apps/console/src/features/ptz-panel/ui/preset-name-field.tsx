import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState, type FormEvent } from "react";
import { checkPtzName } from "../model/ptz-limits";
import { ptzNameMessages } from "./ptz-messages";

interface NameFieldProps {
  label: string;
  submitLabel: string;
  others: readonly { index: number; name: string }[];
  self?: number;
  initial?: string;
  disabled?: boolean;
  onSubmit: (name: string) => Promise<void> | void;
  onCancel?: () => void;
}

/**
 * A name with its submit button, checked before it is sent (spec §5: not empty, 32 characters, no
 * forbidden characters, not a duplicate); the device checks again and answers "failed" on a duplicate.
 */
export function PtzNameField({ label, submitLabel, others, self, initial = "", disabled, onSubmit, onCancel }: NameFieldProps) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = checkPtzName(name, others, self);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    await onSubmit(name.trim());
    if (!initial) setName("");
    setTouched(false);
  };
  return (
    <Stack component="form" noValidate direction="row" spacing={1} onSubmit={submit} aria-label={label} sx={{ alignItems: "flex-start" }}>
      <TextField
        size="small"
        label={label}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={touched && Boolean(problem)}
        helperText={touched && problem ? i18n._(ptzNameMessages[problem]) : " "}
        disabled={disabled}
        autoFocus={Boolean(initial)}
      />
      <Button type="submit" variant="contained" size="small" disabled={disabled} sx={{ mt: 0.5 }}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button size="small" onClick={onCancel} sx={{ mt: 0.5 }}>
          {t`Cancel`}
        </Button>
      )}
    </Stack>
  );
}
