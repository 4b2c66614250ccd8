import { useLingui } from "@lingui/react";
import Alert from "@mui/material/Alert";
import MuiLink from "@mui/material/Link";
import Snackbar from "@mui/material/Snackbar";
import { TOAST_MS } from "@vms/api-client";
import type { MouseEvent } from "react";
import { notifier as appNotifier, type Notifier } from "./notifier-store";
import { useToasts } from "./use-toasts";

export interface ToasterProps {
  /** Defaults to the app-wide notifier. */
  source?: Notifier;
}

/**
 * A toast with a link stays long enough to reach the link with the keyboard or a pointer
 * (decision 0024); hovering or focusing it pauses the timer (MUI's snackbar).
 */
export const LINK_TOAST_MS = 8000;

/** Shows queued toasts one at a time, each for TOAST_MS (spec §8, §9), or LINK_TOAST_MS with a link. */
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
      autoHideDuration={toast.link ? LINK_TOAST_MS : TOAST_MS}
      onClose={(_, reason) => reason !== "clickaway" && close()}
      anchorOrigin={{ vertical: "top", horizontal: "center" }}
    >
      <Alert severity={toast.severity} variant="filled" onClose={close} role="alert">
        {"message" in toast ? i18n._(toast.message) : toast.text}
        {toast.link && (
          <>
            {" "}
            <MuiLink
              href={toast.link.href}
              color="inherit"
              sx={{ fontWeight: 600 }}
              onClick={(event: MouseEvent) => {
                // A modified click opens a new tab as links do; a plain one stays in the app.
                if (!toast.link?.follow || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                toast.link.follow();
                close();
              }}
              data-testid="toast-link"
            >
              {i18n._(toast.link.label)}
            </MuiLink>
          </>
        )}
      </Alert>
    </Snackbar>
  );
}

