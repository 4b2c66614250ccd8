import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import { SITE_SCENES } from "@vms/api-client";
import { changeField, fieldMessage, withForm } from "@/shared/ui";
import { emptySiteForm, SITE_FIELD_MAX, type SiteFormField } from "../model/site-form";
import { CustomSceneField } from "./custom-scene-field";
import { SceneField } from "./scene-field";

type TextFieldName = Exclude<SiteFormField, "scene" | "customSceneId">;

/** The fields of the site form with their §5 messages. */
export const SiteFormFields = withForm({
  defaultValues: emptySiteForm(),
  render: function SiteFormFieldsRender({ form }) {
    const { t } = useLingui();
    const field = (name: TextFieldName, label: string, { required = true, type = "text", autoFocus = false } = {}) => (
      <form.AppField name={name}>
        {(f) => (
          <f.TextField
            fullWidth
            required={required}
            autoFocus={autoFocus}
            type={type}
            label={label}
            slotProps={{ htmlInput: { maxLength: SITE_FIELD_MAX[name] * 2, "data-testid": `site-field-${name}` } }}
          />
        )}
      </form.AppField>
    );
    return (
      <Stack spacing={2} sx={{ pt: 1 }}>
        {field("siteName", t`Site name`, { autoFocus: true })}
        {/* Another scene drops the custom scene's message with it. */}
        <form.AppField name="scene" listeners={{ onChange: () => form.setFieldMeta("customSceneId", (meta) => ({ ...meta, errorMap: {} })) }}>
          {() => <SceneField />}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.scene}>
          {(scene) =>
            scene === SITE_SCENES.OTHER && (
              <form.AppField name="customSceneId">{(f) => <CustomSceneField value={f.state.value} onChange={(id) => changeField(f, id)} error={fieldMessage(f)} />}</form.AppField>
            )
          }
        </form.Subscribe>
        {field("city", t`City`)}
        {field("address", t`Address`, { required: false })}
        {field("contactPerson", t`Contact person`)}
        {field("contactPhone", t`Contact phone`, { type: "tel" })}
      </Stack>
    );
  },
});
