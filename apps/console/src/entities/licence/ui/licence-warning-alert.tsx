import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { createLink } from "@tanstack/react-router";
import { LICENCE_WARNING_MESSAGES, type LicenceState } from "../model/licence-warnings";

const RouterButton = createLink(Button);

export interface LicenceWarningAlertProps {
  state: LicenceState;
  /** Offers the purchase page (the user holds vms_license_mgr). */
  canBuy?: boolean | undefined;
  /** Shows a close button. */
  onClose?: (() => void) | undefined;
}

/** Spec §4 expiry warning: no licence, expired, or near expiry (with the days left); nothing otherwise. */
export function LicenceWarningAlert({ state, canBuy = false, onClose }: LicenceWarningAlertProps) {
  const { t, i18n } = useLingui();
  if (state.warning === "none") return null;
  const days = state.remainDays ?? 0;
  const text =
    state.warning === "nearExpiry"
      ? t`Your camera license expires in ${days} days. Renew it to keep using your cameras.`
      : i18n._(LICENCE_WARNING_MESSAGES[state.warning]);
  const action = canBuy ? (
    <RouterButton color="inherit" size="small" to="/service/servicelicense/purchase">
      {state.warning === "noLicence" ? t`Buy now` : t`Renew now`}
    </RouterButton>
  ) : undefined;
  return (
    <Alert
      severity={state.warning === "nearExpiry" ? "warning" : "error"}
      // A standing notice, not an interruption: "status", so screen readers finish what they read
      // first (and the page's toasts keep the "alert" role to themselves).
      role="status"
      action={action}
      onClose={onClose}
      slotProps={{ closeButton: { title: t`Close`, "aria-label": t`Close` } }}
      data-testid="licence-warning"
      data-warning={state.warning}
    >
      {text}
    </Alert>
  );
}
