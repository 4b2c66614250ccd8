import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import type { UserSummary } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";

/**
 * Spec §4 Remote access: an installer signed in to a customer's organization sees, on every page,
 * whose organization they act in and until when (the grant's end; a permanent grant has none).
 * Not dismissible: every action here is written to the customer's operation log as theirs.
 */
export function RemoteSessionBanner({ user }: { user: Pick<UserSummary, "orgName" | "remote"> }) {
  const { t } = useLingui();
  if (!user.remote) return null;
  const org = user.orgName;
  const until = user.remote.until === null ? null : formatDateTime(user.remote.until);
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }} data-testid="remote-session-banner">
      {until === null
        ? t`You are signed in to ${org} as its installer, without an end date.`
        : t`You are signed in to ${org} as its installer until ${until}.`}
    </Alert>
  );
}
