import { useLingui } from "@lingui/react/macro";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { REPEAT_INTERVALS, type RepeatInterval } from "@vms/api-client";
import { useSiteChoices } from "@/entities/site";
import { changeField, fieldMessage, withForm } from "@/shared/ui";
import { useContacts } from "../api/contacts";
import { useRecipients } from "../api/get-rule-options";
import { unreachableReason } from "../model/recipient-reach";
import { ruleFormValues } from "../model/rule-form";
import { MultiSelectField } from "./multi-select-field";

/** Recipients (users), contacts, the repeat interval (spec §9: 10, 15, 30, 60, 300 s) and the on/off switch. */
export const RuleNotifyFields = withForm({
  defaultValues: ruleFormValues("person"),
  render: function RuleNotifyFieldsRender({ form }) {
    const { t, i18n } = useLingui();
    const recipients = useRecipients();
    const contacts = useContacts();
    const parentOf = new Map((useSiteChoices().data?.list ?? []).map((s) => [s.siteId, s.parentId] as const));
    return (
      <Stack spacing={2} sx={{ pt: 2 }}>
        <form.Subscribe selector={(s) => s.values.siteIds}>
          {(siteIds) => (
            <form.AppField name="recipientIds">
              {(f) => {
                const message = fieldMessage(f);
                // Issue 28: users who can never receive the rule's alarms are shown disabled, with why.
                const options = (recipients.data?.list ?? []).map((u) => {
                  const reason = unreachableReason(u, siteIds, parentOf);
                  return { value: u.userId, label: `${u.userName} <${u.email}>`, disabledReason: reason && i18n._(reason) };
                });
                return (
                  <MultiSelectField
                    label={t`Recipients`}
                    required
                    testId="rule-recipients"
                    options={options}
                    value={f.state.value}
                    onChange={(v) => changeField(f, v)}
                    error={message ? i18n._(message) : null}
                  />
                );
              }}
            </form.AppField>
          )}
        </form.Subscribe>
        <form.AppField name="contactIds">
          {(f) => (
            <MultiSelectField
              label={t`Contacts`}
              options={(contacts.data?.list ?? []).map((c) => ({ value: c.contactId, label: c.name }))}
              value={f.state.value}
              onChange={(v) => changeField(f, v)}
            />
          )}
        </form.AppField>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <form.AppField name="repeatInterval">
            {(f) => (
              <TextField
                select
                label={t`Repeat at most every`}
                value={f.state.value}
                onChange={(e) => changeField(f, Number(e.target.value) as RepeatInterval)}
                sx={{ minWidth: 200 }}
              >
                {REPEAT_INTERVALS.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t`${s} s`}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </form.AppField>
          <form.AppField name="enabled">
            {(f) => <FormControlLabel label={t`Enabled`} control={<Switch checked={f.state.value} onChange={(e) => changeField(f, e.target.checked)} />} />}
          </form.AppField>
        </Stack>
      </Stack>
    );
  },
});
