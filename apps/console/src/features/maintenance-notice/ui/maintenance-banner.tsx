import { lazy, Suspense, useState } from "react";
import { useMaintenanceNotice } from "../api/get-maintenance-notice";
import { dismissedNotices, dismissNotice } from "../model/dismissed-notices";

// Most pages have no notice: the alert (MUI's Alert) is fetched when one is announced, not with
// the console's start (issue 10's budget).
const MaintenanceAlert = lazy(() => import("./maintenance-alert").then((m) => ({ default: m.MaintenanceAlert })));

/** Spec §7 /sysmsg/maintenance/latest: the announced window in the user's language, until dismissed. */
export function MaintenanceBanner() {
  const notice = useMaintenanceNotice();
  const [dismissed, setDismissed] = useState(dismissedNotices);
  if (!notice || dismissed.includes(notice.id)) return null;
  const close = () => {
    dismissNotice(notice.id);
    setDismissed(dismissedNotices());
  };
  return (
    <Suspense fallback={null}>
      <MaintenanceAlert notice={notice} onDismiss={close} />
    </Suspense>
  );
}
