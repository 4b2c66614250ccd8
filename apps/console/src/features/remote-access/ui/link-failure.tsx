import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import { catalogueEntry, toApiError } from "@vms/api-client";

/** A link's §8 failure (20035 expired, 20036 used, 20037 unknown), translated. */
export function LinkFailure({ error, testId }: { error: unknown; testId: string }) {
  const { t, i18n } = useLingui();
  const entry = catalogueEntry(toApiError(error).code);
  return (
    <Alert severity="error" data-testid={testId}>
      {entry ? i18n._(entry.message) : t`The link could not be checked.`}
    </Alert>
  );
}
