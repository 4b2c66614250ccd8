import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { SITE_FIELD_MAX, type SiteFormField } from "../model/site-form";
import type { SiteForm } from "../model/use-site-form";
import { SceneField } from "./scene-field";

type TextFieldName = Exclude<SiteFormField, "scene" | "customSceneId">;

/** The fields of the site form with their §5 messages. */
export function SiteFormFields({ form }: { form: SiteForm }) {
  const { t, i18n } = useLingui();
  const field = (name: TextFieldName, label: string, { required = true, type = "text", autoFocus = false } = {}) => {
    const error = form.errors[name];
    return (
      <TextField
        fullWidth
        required={required}
        autoFocus={autoFocus}
        type={type}
        label={label}
        name={name}
        value={form.values[name]}
        onChange={(e) => form.setField(name, e.target.value)}
        error={Boolean(error)}
        helperText={error ? i18n._(error) : undefined}
        slotProps={{ htmlInput: { maxLength: SITE_FIELD_MAX[name] * 2, "data-testid": `site-field-${name}` } }}
      />
    );
  };
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {field("siteName", t`Site name`, { autoFocus: true })}
      <SceneField form={form} />
      {field("city", t`City`)}
      {field("address", t`Address`, { required: false })}
      {field("contactPerson", t`Contact person`)}
      {field("contactPhone", t`Contact phone`, { type: "tel" })}
    </Stack>
  );
}
