import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import type { MaintenanceNotice } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";

/** The announced window and its message in the user's language, with a dismiss button. */
export function MaintenanceAlert({ notice, onDismiss }: { notice: MaintenanceNotice; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const message = i18n.locale === "zh-CN" ? notice.messages["zh-CN"] : notice.messages["en-US"];
  const from = formatDateTime(notice.startTime);
  const to = formatDateTime(notice.endTime);
  return (
    <Alert severity="info" onClose={onDismiss} slotProps={{ closeButton: { title: t`Dismiss`, "aria-label": t`Dismiss the maintenance notice` } as object }} sx={{ mb: 2 }} data-testid="maintenance-banner">
      <AlertTitle>{t`Scheduled maintenance: ${from} – ${to}`}</AlertTitle>
      {message}
    </Alert>
  );
}
