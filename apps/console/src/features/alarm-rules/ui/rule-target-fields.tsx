import { useLingui } from "@lingui/react/macro";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { RULE_EVENT_TYPES, type RuleTargetType } from "@vms/api-client";
import { changeField, fieldMessage, withForm } from "@/shared/ui";
import { useRulePlateGroups } from "../api/get-rule-options";
import { attributeKeysOf } from "../model/rule-attributes";
import { ruleFormValues, type RuleFormValues } from "../model/rule-form";
import { eventTypeLabels, targetLabels } from "@/entities/event-labels";
import { MultiSelectField } from "./multi-select-field";
import { RuleAttributeField } from "./rule-attribute-field";

/** Name, target, events, attribute conditions and (motor vehicles) the plate condition. */
export const RuleTargetFields = withForm({
  defaultValues: ruleFormValues("person"),
  props: { targetTypes: [] as readonly RuleTargetType[] },
  render: function RuleTargetFieldsRender({ form, targetTypes }) {
    const { t, i18n } = useLingui();
    const groups = useRulePlateGroups();
    const msgOf = (f: Parameters<typeof fieldMessage>[0]) => {
      const m = fieldMessage(f);
      return m ? i18n._(m) : null;
    };
    return (
      <Stack spacing={2} sx={{ pt: 1 }}>
        <form.AppField name="ruleName">{(f) => <f.TextField label={t`Rule name`} required fullWidth autoFocus slotProps={{ htmlInput: { "data-testid": "rule-name" } }} />}</form.AppField>
        <form.AppField name="targetType" listeners={{ onChange: () => form.setFieldValue("attributes", {}) }}>
          {(f) => (
            <TextField select label={t`Target`} value={f.state.value} onChange={(e) => changeField(f, e.target.value as RuleTargetType)} disabled={targetTypes.length < 2} data-testid="rule-target">
              {targetTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  {i18n._(targetLabels[type])}
                </MenuItem>
              ))}
            </TextField>
          )}
        </form.AppField>
        <form.AppField name="eventTypes">
          {(f) => (
            <MultiSelectField
              label={t`Events`}
              helperText={t`None chosen: any event`}
              options={RULE_EVENT_TYPES.map((value) => ({ value, label: i18n._(eventTypeLabels[value]) }))}
              value={f.state.value}
              onChange={(v) => changeField(f, v)}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(s) => s.values.targetType}>
          {(targetType) => (
            <form.AppField name="attributes">
              {(f) => (
                <Stack spacing={2}>
                  {attributeKeysOf(targetType).map((key) => (
                    <RuleAttributeField key={key} attribute={key} value={f.state.value[key] ?? []} onChange={(v) => changeField(f, { ...f.state.value, [key]: v })} />
                  ))}
                </Stack>
              )}
            </form.AppField>
          )}
        </form.Subscribe>
        <form.Subscribe selector={(s) => [s.values.targetType, s.values.platesMode] as const}>
          {([targetType, mode]) =>
            targetType === "motorVehicle" && (
              <Stack spacing={2}>
                <form.AppField name="platesMode">
                  {(f) => (
                    <RadioGroup row aria-label={t`Vehicles`} value={f.state.value} onChange={(e) => changeField(f, e.target.value as RuleFormValues["platesMode"])}>
                      <FormControlLabel value="any" control={<Radio />} label={t`Any plate`} />
                      <FormControlLabel value="library" control={<Radio />} label={t`A plate from a library`} />
                      <FormControlLabel value="list" control={<Radio />} label={t`These plates`} />
                    </RadioGroup>
                  )}
                </form.AppField>
                {mode === "library" && (
                  <form.AppField name="plateGroupIds">
                    {(f) => (
                      <MultiSelectField
                        label={t`Plate libraries`}
                        required
                        testId="rule-plate-groups"
                        options={(groups.data?.list ?? []).map((g) => ({ value: g.groupId, label: g.groupName }))}
                        value={f.state.value}
                        onChange={(v) => changeField(f, v)}
                        error={msgOf(f)}
                      />
                    )}
                  </form.AppField>
                )}
                {mode === "list" && (
                  <form.AppField name="plateList">{(f) => <f.TextField label={t`Plates (one per line)`} multiline minRows={2} required fullWidth />}</form.AppField>
                )}
              </Stack>
            )
          }
        </form.Subscribe>
      </Stack>
    );
  },
});
