import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import { catalogueEntry, toApiError } from "@vms/api-client";

export interface ApiErrorAlertProps {
  /** A failed call; nothing shows without one. */
  error: unknown;
  testId?: string;
}

/**
 * A failure shown where it happened (e.g. 7062 "The device is offline." on a tab) with the
 * catalogue's translated message, else the server's text (spec §8).
 */
export function ApiErrorAlert({ error, testId = "detail-error" }: ApiErrorAlertProps) {
  const { t, i18n } = useLingui();
  if (!error) return null;
  const { code, serverMsg } = toApiError(error);
  const entry = catalogueEntry(code);
  const text = entry ? i18n._(entry.message) : serverMsg || t`The operation failed (code ${code}).`;
  return (
    <Alert severity="error" data-testid={testId} data-code={code}>
      {text}
    </Alert>
  );
}
