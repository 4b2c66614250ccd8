import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import { useState } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { useMaintenanceNotice } from "../api/get-maintenance-notice";
import { dismissedNotices, dismissNotice } from "../model/dismissed-notices";

/** Spec §7 /sysmsg/maintenance/latest: the announced window in the user's language, until dismissed. */
export function MaintenanceBanner() {
  const { t, i18n } = useLingui();
  const notice = useMaintenanceNotice();
  const [dismissed, setDismissed] = useState(dismissedNotices);
  if (!notice || dismissed.includes(notice.id)) return null;
  const message = i18n.locale === "zh-CN" ? notice.messages["zh-CN"] : notice.messages["en-US"];
  const from = formatDateTime(notice.startTime);
  const to = formatDateTime(notice.endTime);
  const close = () => {
    dismissNotice(notice.id);
    setDismissed(dismissedNotices());
  };
  return (
    <Alert severity="info" onClose={close} slotProps={{ closeButton: { title: t`Dismiss`, "aria-label": t`Dismiss the maintenance notice` } as object }} sx={{ mb: 2 }} data-testid="maintenance-banner">
      <AlertTitle>{t`Scheduled maintenance: ${from} – ${to}`}</AlertTitle>
      {message}
    </Alert>
  );
}
