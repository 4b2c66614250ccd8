import { useLingui } from "@lingui/react/macro";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { VEHICLE_TYPES, type PlateGroup, type PlateLabel } from "@vms/api-client";
import { BrandField, useVocabulary } from "@/entities/event-labels";
import { changeField, withForm } from "@/shared/ui";
import { plateFormValues, type PlateFormValues } from "../model/plate-form";

type TextName = "plateNumber" | "model" | "owner" | "phone";

/** The fields of the plate dialog (spec §3: number, vehicle type, model, owner, phone, group, brand, colour; labels). */
export const PlateFormFields = withForm({
  defaultValues: plateFormValues(""),
  props: { groups: [] as PlateGroup[], labels: [] as PlateLabel[] },
  render: function PlateFormFieldsRender({ form, groups, labels }) {
    const { t } = useLingui();
    const vocabulary = useVocabulary();
    const text = (name: TextName, label: string, extra: { required?: boolean; autoFocus?: boolean; helperText?: string } = {}) => (
      <form.AppField name={name}>
        {(f) => <f.TextField fullWidth label={label} {...extra} slotProps={{ htmlInput: { maxLength: 64, "data-testid": `plate-field-${name}` } }} />}
      </form.AppField>
    );
    return (
      <Stack spacing={2} sx={{ pt: 1 }}>
        {text("plateNumber", t`Plate number`, { required: true, autoFocus: true })}
        <form.AppField name="vehicleType">
          {(f) => (
            <TextField select fullWidth label={t`Vehicle type`} value={f.state.value} onChange={(e) => changeField(f, e.target.value as PlateFormValues["vehicleType"])}>
              <MenuItem value="">{t`Not set`}</MenuItem>
              {VEHICLE_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {vocabulary.valueName("vehicleType", type)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </form.AppField>
        {text("model", t`Model`)}
        {text("owner", t`Owner`)}
        {text("phone", t`Phone`)}
        <form.AppField name="groupId">
          {(f) => (
            <TextField select fullWidth label={t`Library`} value={f.state.value} onChange={(e) => changeField(f, e.target.value)}>
              {groups.map((g) => (
                <MenuItem key={g.groupId} value={g.groupId}>
                  {g.groupName}
                </MenuItem>
              ))}
            </TextField>
          )}
        </form.AppField>
        <form.AppField name="brand">
          {(f) => <BrandField value={f.state.value === "" ? null : Number(f.state.value)} onChange={(code) => changeField(f, code === null ? "" : String(code))} testId="plate-field-brand" />}
        </form.AppField>
        <form.AppField name="color">
          {(f) => (
            <TextField select fullWidth label={t`Colour`} value={f.state.value} onChange={(e) => changeField(f, e.target.value)} data-testid="plate-field-color">
              <MenuItem value="">{t`Not set`}</MenuItem>
              {vocabulary.colours.map((c) => (
                <MenuItem key={c.code} value={String(c.code)}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        </form.AppField>
        <form.AppField name="labelIds">
          {(f) => (
            <TextField
              select
              fullWidth
              label={t`Labels`}
              value={f.state.value}
              onChange={(e) => changeField(f, e.target.value as unknown as string[])}
              slotProps={{ select: { multiple: true } }}
            >
              {labels.map((l) => (
                <MenuItem key={l.labelId} value={l.labelId}>
                  {l.labelName}
                </MenuItem>
              ))}
            </TextField>
          )}
        </form.AppField>
      </Stack>
    );
  },
});
