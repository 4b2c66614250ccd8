import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Profile } from "@vms/api-client";
import type { FormEvent } from "react";
import { useProfileForm, type ProfileValues } from "../model/use-profile-form";
import { AvatarUpload } from "./avatar-upload";

/** Personal information (spec §2 user profile): avatar, name, alias and phone; e-mail and organization read only. */
export function ProfileInfoCard({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const form = useProfileForm(profile);
  const field = (name: keyof ProfileValues, label: string, autoComplete: string) => {
    const error = form.errors[name];
    return (
      <TextField
        name={name}
        label={label}
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.target.value)}
        error={Boolean(error)}
        helperText={error ? i18n._(error) : " "}
        autoComplete={autoComplete}
        fullWidth
      />
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };
  const readOnly = { input: { readOnly: true } };
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={t`Personal information`}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t`Personal information`}
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={4}>
        <AvatarUpload avatar={profile.avatar} name={profile.userName || profile.email} />
        <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} sx={{ flexGrow: 1, maxWidth: 560 }} aria-label={t`Personal information`}>
          <TextField name="email" label={t`E-mail`} value={profile.email} slotProps={readOnly} helperText=" " fullWidth />
          {field("userName", t`User name`, "name")}
          {field("alias", t`Alias`, "nickname")}
          {field("phone", t`Phone`, "tel")}
          <TextField name="orgName" label={t`Organization`} value={profile.orgName} slotProps={readOnly} helperText=" " fullWidth />
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={!form.dirty} loading={form.saving} data-testid="save-profile">
              {t`Save`}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
