import { useLingui } from "@lingui/react";
import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { TOAST_MS } from "@vms/api-client";
import { notifier as appNotifier, type Notifier } from "./notifier-store";
import { useToasts } from "./use-toasts";

export interface ToasterProps {
  /** Defaults to the app-wide notifier. */
  source?: Notifier;
}

/** Shows queued toasts one at a time, each for TOAST_MS (spec §8, §9). */
export function Toaster({ source = appNotifier }: ToasterProps) {
  const { i18n } = useLingui();
  const toasts = useToasts(source);
  const toast = toasts[0];
  if (!toast) return null;
  const close = () => source.dismiss(toast.id);
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={TOAST_MS}
      onClose={(_, reason) => reason !== "clickaway" && close()}
      anchorOrigin={{ vertical: "top", horizontal: "center" }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={close} role="alert">
        {"message" in toast ? i18n._(toast.message) : toast.text}
      </Alert>
    </Snackbar>
  );
}

