import { RES } from "@vms/permissions";
import { useState } from "react";
import { sessionStore } from "@/shared/session";
import { useLicenceState } from "../model/use-licence-guard";
import { usePermissionCodes } from "../model/use-permission-codes";
import { LicenceWarningAlert } from "./licence-warning-alert";

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
  return <LicenceWarningAlert state={state} canBuy={codes.includes(RES.LICENSE_MGR)} onClose={close} />;
}
