import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { DEVICE_NOTIFY_EVENTS } from "@vms/api-client";
import { boundProps, changeField, fieldErrors, fieldMessage, useAppForm } from "@/shared/ui";
import { useAddDevNotifyMutation } from "../api/add-dev-notify";
import { useEditDevNotifyMutation } from "../api/edit-dev-notify";
import { isUnsetNotify, useDevNotify, type DevNotify } from "../api/get-dev-notify";
import { validateNotify } from "../model/notify-form";
import { notifyEventMessages } from "../model/notify-messages";
import { ApiErrorAlert } from "./api-error-alert";
import { RecipientPicker } from "./recipient-picker";

export interface NotifyTabProps {
  sn: string;
  canManage: boolean;
}

/** Which device events notify whom (spec §2 device detail: notify; /monitor/dev-notify/*). */
export function NotifyTab({ sn, canManage }: NotifyTabProps) {
  const { data, isPending, error } = useDevNotify(sn);
  if (isPending) return <LinearProgress />;
  if (error || !data) return <ApiErrorAlert error={error} />;
  return <NotifyForm key={JSON.stringify(data)} initial={data} canManage={canManage} />;
}

/** Settings never saved are added (/monitor/dev-notify/add), saved ones edited (/monitor/dev-notify/edit). */
function NotifyForm({ initial, canManage }: { initial: DevNotify; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const add = useAddDevNotifyMutation();
  const edit = useEditDevNotifyMutation();
  const mutation = isUnsetNotify(initial) ? add : edit;
  const form = useAppForm({
    defaultValues: initial,
    validators: { onSubmit: ({ value }) => fieldErrors(validateNotify(value)) },
    onSubmit: ({ value }) => mutation.mutate(value),
  });
  // Switched off, nothing is required: the messages about events and recipients go.
  const clearRequired = () => (["events", "recipients"] as const).forEach((name) => form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: {} })));
  return (
    <Stack spacing={2} data-testid="notify-tab">
      <form.Field name="enabled">
        {(field) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.state.value}
                onChange={(event) => {
                  field.handleChange(event.target.checked);
                  if (!event.target.checked) clearRequired();
                }}
                disabled={!canManage}
              />
            }
            label={t`Send notifications for this device`}
          />
        )}
      </form.Field>
      <form.AppField name="events">
        {(field) => {
          const error = fieldMessage(field);
          const toggle = (event: DevNotify["events"][number], on: boolean) =>
            changeField(field, on ? [...new Set([...field.state.value, event])] : field.state.value.filter((e) => e !== event));
          return (
            <FormControl component="fieldset" error={Boolean(error)}>
              <FormLabel component="legend">{t`Events`}</FormLabel>
              <FormGroup>
                {DEVICE_NOTIFY_EVENTS.map((event) => (
                  <FormControlLabel
                    key={event}
                    control={<Checkbox size="small" checked={field.state.value.includes(event)} onChange={(e) => toggle(event, e.target.checked)} disabled={!canManage} />}
                    label={i18n._(notifyEventMessages[event])}
                  />
                ))}
              </FormGroup>
              {error && <FormHelperText data-testid="notify-events-error">{i18n._(error)}</FormHelperText>}
            </FormControl>
          );
        }}
      </form.AppField>
      {canManage && <form.AppField name="recipients">{(field) => <RecipientPicker {...boundProps<string[]>(field, i18n)} disabled={!canManage} />}</form.AppField>}
      {canManage && (
        <Stack direction="row">
          <Button variant="contained" onClick={() => void form.handleSubmit()} loading={mutation.isPending} data-testid="notify-save">
            {t`Save notifications`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
