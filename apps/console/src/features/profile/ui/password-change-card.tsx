import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, type FormEvent } from "react";
import { PasswordRuleHints } from "@/shared/ui";
import { usePasswordForm, type PasswordValues } from "../model/use-password-form";

/** Change password (spec §5 rules, §8 20010/7002/20011 shown on the fields). */
export function PasswordChangeCard() {
  const { t, i18n } = useLingui();
  const form = usePasswordForm();
  const baseId = useId();
  const hintsId = `${baseId}-hints`;
  const field = (name: keyof PasswordValues, label: string, autoComplete: string) => {
    const error = form.errors[name];
    const id = `${baseId}-${name}`;
    return (
      <TextField
        id={id}
        name={name}
        type="password"
        label={label}
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.target.value)}
        error={Boolean(error)}
        helperText={error ? i18n._(error) : " "}
        autoComplete={autoComplete}
        fullWidth
        // The new password is described by its error and by the live rule hints.
        slotProps={name === "newPassword" ? { htmlInput: { "aria-describedby": `${id}-helper-text ${hintsId}` } } : {}}
      />
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={t`Change password`}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t`Change password`}
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} sx={{ maxWidth: 560 }} aria-label={t`Change password`}>
        {field("oldPassword", t`Current password`, "current-password")}
        {field("newPassword", t`New password`, "new-password")}
        <PasswordRuleHints password={form.values.newPassword} id={hintsId} />
        {field("confirm", t`Confirm new password`, "new-password")}
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={form.saving} data-testid="change-password">
            {t`Change password`}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
