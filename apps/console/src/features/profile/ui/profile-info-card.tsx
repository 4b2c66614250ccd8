import { useLingui } from "@lingui/react/macro";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useStore } from "@tanstack/react-form";
import type { Profile } from "@vms/api-client";
import { fieldErrors, useAppForm, submitForm } from "@/shared/ui";
import { useUpdateProfileMutation } from "../api/update-profile";
import { isProfileDirty, profileValuesOf, toProfileUpdate, validateProfile, type ProfileValues } from "../model/profile-form";
import { AvatarUpload } from "./avatar-upload";

/** Personal information (spec §2 user profile): avatar, name, alias and phone; e-mail and organization read only. */
export function ProfileInfoCard({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const mutation = useUpdateProfileMutation();
  const form = useAppForm({
    defaultValues: profileValuesOf(profile),
    validators: { onSubmit: ({ value }) => fieldErrors(validateProfile(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        formApi.reset(profileValuesOf(await mutation.mutateAsync(toProfileUpdate(value))));
      } catch {
        // The failure has toasted (spec §8); the typed values stay.
      }
    },
  });
  const dirty = useStore(form.store, (state) => isProfileDirty(profile, state.values));
  const field = (name: keyof ProfileValues, label: string, autoComplete: string) => (
    <form.AppField name={name}>{(f) => <f.TextField label={label} autoComplete={autoComplete} helperText=" " fullWidth />}</form.AppField>
  );
  const readOnly = { input: { readOnly: true } };
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={t`Personal information`}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t`Personal information`}
      </Typography>
      <Stack direction={{ xs: "column", md: "row" }} spacing={4}>
        <AvatarUpload avatar={profile.avatar} name={profile.userName || profile.email} />
        <form.AppForm>
          <Stack
            component="form"
            noValidate
            onSubmit={submitForm(form)}
            spacing={1}
            sx={{ flexGrow: 1, maxWidth: 560 }}
            aria-label={t`Personal information`}
          >
            <TextField name="email" label={t`E-mail`} value={profile.email} slotProps={readOnly} helperText=" " fullWidth />
            {field("userName", t`User name`, "name")}
            {field("alias", t`Alias`, "nickname")}
            {field("phone", t`Phone`, "tel")}
            <TextField name="orgName" label={t`Organization`} value={profile.orgName} slotProps={readOnly} helperText=" " fullWidth />
            <Stack direction="row">
              <form.SubmitButton variant="contained" disabled={!dirty} data-testid="save-profile">
                {t`Save`}
              </form.SubmitButton>
            </Stack>
          </Stack>
        </form.AppForm>
      </Stack>
    </Paper>
  );
}
