import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { DEVICE_NOTIFY_EVENTS } from "@vms/api-client";
import { useDevNotify, type DevNotify } from "../api/get-dev-notify";
import { notifyEventMessages } from "../model/notify-messages";
import { useNotifyForm } from "../model/use-notify-form";
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

function NotifyForm({ initial, canManage }: { initial: DevNotify; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const form = useNotifyForm(initial);
  return (
    <Stack spacing={2} data-testid="notify-tab">
      <FormControlLabel
        control={<Switch checked={form.value.enabled} onChange={(event) => form.setEnabled(event.target.checked)} disabled={!canManage} />}
        label={t`Send notifications for this device`}
      />
      <FormGroup>
        <FormLabel component="legend">{t`Events`}</FormLabel>
        {DEVICE_NOTIFY_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            control={<Checkbox size="small" checked={form.value.events.includes(event)} onChange={(e) => form.toggleEvent(event, e.target.checked)} disabled={!canManage} />}
            label={i18n._(notifyEventMessages[event])}
          />
        ))}
      </FormGroup>
      {canManage && <RecipientPicker value={form.value.recipients} onChange={form.setRecipients} disabled={!canManage} />}
      {canManage && (
        <Stack direction="row">
          <Button variant="contained" onClick={form.save} loading={form.saving} data-testid="notify-save">
            {t`Save notifications`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
