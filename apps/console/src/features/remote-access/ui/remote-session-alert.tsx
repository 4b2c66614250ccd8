import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import { formatDateTime } from "@/shared/lib/format-date-time";

/** Whose organization the installer acts in, and until when (null: a permanent grant). */
export function RemoteSessionAlert({ org, until }: { org: string; until: number | null }) {
  const { t } = useLingui();
  const end = until === null ? null : formatDateTime(until);
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }} data-testid="remote-session-banner">
      {end === null
        ? t`You are signed in to ${org} as its installer, without an end date.`
        : t`You are signed in to ${org} as its installer until ${end}.`}
    </Alert>
  );
}
