import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { fieldErrors, submitForm, useAppForm } from "@/shared/ui";
import { checkPtzName } from "../model/ptz-limits";
import { ptzNameMessages } from "./ptz-messages";

interface NameFieldProps {
  label: string;
  submitLabel: string;
  others: readonly { index: number; name: string }[];
  self?: number;
  initial?: string;
  disabled?: boolean;
  /** False when the operation failed: the typed name stays. */
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * A name with its submit button (the form kit, decision 0004), checked before it is sent (spec §5:
 * not empty, 32 characters, no forbidden characters, not a duplicate); the device checks again and
 * answers "failed" on a duplicate the list did not show yet.
 */
export function PtzNameField({ label, submitLabel, others, self, initial = "", disabled, onSubmit, onCancel }: NameFieldProps) {
  const { t } = useLingui();
  const form = useAppForm({
    defaultValues: { name: initial },
    validators: {
      onSubmit: ({ value }) => {
        const problem = checkPtzName(value.name, others, self);
        return fieldErrors({ name: problem ? ptzNameMessages[problem] : undefined });
      },
    },
    onSubmit: async ({ value, formApi }) => {
      if ((await onSubmit(value.name.trim())) && !initial) formApi.reset();
    },
  });
  return (
    <form.AppForm>
      <Stack component="form" noValidate direction="row" spacing={1} onSubmit={submitForm(form)} aria-label={label} sx={{ alignItems: "flex-start" }}>
        <form.AppField name="name">
          {(f) => <f.TextField size="small" label={label} helperText=" " disabled={disabled} autoFocus={Boolean(initial)} />}
        </form.AppField>
        <form.SubmitButton variant="contained" size="small" disabled={disabled} sx={{ mt: 0.5 }}>
          {submitLabel}
        </form.SubmitButton>
        {onCancel && (
          <Button size="small" onClick={onCancel} sx={{ mt: 0.5 }}>
            {t`Cancel`}
          </Button>
        )}
      </Stack>
    </form.AppForm>
  );
}
