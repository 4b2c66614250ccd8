import { useLingui } from "@lingui/react/macro";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useSiteChoices } from "@/entities/site";
import { changeField, fieldMessage, withForm } from "@/shared/ui";
import { useRuleCameras } from "../api/get-rule-options";
import { isOvernight, ruleFormValues, scheduleProblem } from "../model/rule-form";
import { dayLabels } from "../model/rule-messages";
import { MultiSelectField } from "./multi-select-field";

/** Sites and cameras the rule watches, and its weekly schedule (days and one daily span). */
export const RuleWhereWhenFields = withForm({
  defaultValues: ruleFormValues("person"),
  render: function RuleWhereWhenFieldsRender({ form }) {
    const { t, i18n } = useLingui();
    const sites = useSiteChoices();
    // The schedule's message sits on the days but is about the times too: once a save has been
    // tried, a time change checks the schedule again (issue 28), so fixed times clear the message
    // (and a save is not blocked by it) without touching a day.
    const recheckSchedule = () => {
      if (form.state.submissionAttempts === 0) return;
      const problem = scheduleProblem(form.state.values);
      form.setFieldMeta("days", (meta) => (problem ? { ...meta, errorMap: { ...meta.errorMap, onSubmit: problem }, errorSourceMap: { ...meta.errorSourceMap, onSubmit: "form" } } : { ...meta, errorMap: {} }));
    };
    return (
      <Stack spacing={2} sx={{ pt: 2 }}>
        <form.AppField name="siteIds" listeners={{ onChange: () => form.setFieldValue("cameras", []) }}>
          {(f) => {
            const message = fieldMessage(f);
            return (
              <MultiSelectField
                label={t`Sites`}
                required
                testId="rule-sites"
                options={(sites.data?.list ?? []).map((s) => ({ value: s.siteId, label: s.siteName }))}
                value={f.state.value}
                onChange={(v) => changeField(f, v)}
                error={message ? i18n._(message) : null}
              />
            );
          }}
        </form.AppField>
        <form.Subscribe selector={(s) => s.values.siteIds}>{(siteIds) => <CameraField form={form} siteIds={siteIds} />}</form.Subscribe>
        <form.AppField name="days">
          {(f) => {
            const message = fieldMessage(f);
            return (
              <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">{t`Schedule`}</FormLabel>
                <FormGroup row>
                  {dayLabels.map((label, day) => (
                    <FormControlLabel
                      key={day}
                      label={i18n._(label)}
                      control={
                        <Checkbox
                          checked={f.state.value.includes(day)}
                          onChange={(e) => changeField(f, e.target.checked ? [...f.state.value, day].sort() : f.state.value.filter((d) => d !== day))}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <Stack direction="row" spacing={2}>
                  <form.AppField name="startTime" listeners={{ onChange: recheckSchedule }}>{(s) => <s.TextField type="time" label={t`From`} size="small" />}</form.AppField>
                  <form.AppField name="endTime" listeners={{ onChange: recheckSchedule }}>{(s) => <s.TextField type="time" label={t`Until`} size="small" helperText={t`00:00: end of the day`} />}</form.AppField>
                </Stack>
                <form.Subscribe selector={(state) => isOvernight(state.values)}>
                  {(overnight) => overnight && <FormHelperText data-testid="rule-overnight">{t`Overnight: ends the next day.`}</FormHelperText>}
                </form.Subscribe>
                {message && <FormHelperText error>{i18n._(message)}</FormHelperText>}
              </Stack>
            );
          }}
        </form.AppField>
      </Stack>
    );
  },
});

/** Cameras of the chosen sites; none chosen means every camera of those sites. */
const CameraField = withForm({
  defaultValues: ruleFormValues("person"),
  props: { siteIds: [] as string[] },
  render: function CameraFieldRender({ form, siteIds }) {
    const { t } = useLingui();
    const cameras = useRuleCameras(siteIds);
    return (
      <form.AppField name="cameras">
        {(f) => (
          <MultiSelectField
            label={t`Cameras`}
            helperText={t`None chosen: every camera of the chosen sites`}
            options={(cameras.data?.list ?? []).map((c) => ({ value: `${c.sn}:${c.chlIndex}`, label: `${c.siteName} / ${c.deviceName} / ${c.name}` }))}
            value={f.state.value}
            onChange={(v) => changeField(f, v)}
          />
        )}
      </form.AppField>
    );
  },
});
