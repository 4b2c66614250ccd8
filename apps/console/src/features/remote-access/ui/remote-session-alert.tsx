import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import { formatDateTime } from "@/shared/lib/format-date-time";

/** Whose organization the installer acts in, and until when (`endsAt` null: a permanent grant). */
export function RemoteSessionAlert({ org, endsAt }: { org: string; endsAt: number | null }) {
  const { t } = useLingui();
  const until = endsAt === null ? null : formatDateTime(endsAt);
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }} data-testid="remote-session-banner">
      {until === null
        ? t`You are signed in to ${org} as its installer, without an end date.`
        : t`You are signed in to ${org} as its installer until ${until}.`}
    </Alert>
  );
}
