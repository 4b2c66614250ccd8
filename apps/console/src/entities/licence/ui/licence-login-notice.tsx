import { RES } from "@vms/permissions";
import { lazy, Suspense, useState } from "react";
import { sessionStore } from "@/shared/session";
import { useLicenceState } from "../model/use-licence-guard";
import { usePermissionCodes } from "../model/use-permission-codes";

// Most sign-ins have a valid licence: the alert (MUI's Alert) is fetched when there is a warning,
// not with the console's start (issue 10's budget).
const LicenceWarningAlert = lazy(() => import("./licence-warning-alert").then((m) => ({ default: m.LicenceWarningAlert })));

// Closed for this sign-in: forgotten at sign-out, so the next sign-in shows the warning again.
let closed = false;
sessionStore.subscribe((session) => {
  if (!session) closed = false;
});

/**
 * Spec §4: after sign-in the shell shows the licence warning (no licence, expired, near expiry)
 * above every page until the user closes it; it comes back at the next sign-in.
 */
export function LicenceLoginNotice() {
  const state = useLicenceState();
  const codes = usePermissionCodes();
  const [dismissed, setDismissed] = useState(closed);
  if (dismissed || state.warning === "none") return null;
  const close = () => {
    closed = true;
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <LicenceWarningAlert state={state} canBuy={codes.includes(RES.LICENSE_MGR)} onClose={close} />
    </Suspense>
  );
}
