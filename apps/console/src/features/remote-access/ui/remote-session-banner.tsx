import type { UserSummary } from "@vms/api-client";
import { lazy, Suspense } from "react";

// Only installers acting in a customer's organization see it: the alert is fetched then, not with
// the console's start (issue 10's budget).
const RemoteSessionAlert = lazy(() => import("./remote-session-alert").then((m) => ({ default: m.RemoteSessionAlert })));

/**
 * Spec §4 Remote access: an installer signed in to a customer's organization sees, on every page,
 * whose organization they act in and until when (the grant's end; a permanent grant has none).
 * Not dismissible: every action here is written to the customer's operation log as theirs.
 */
export function RemoteSessionBanner({ user }: { user: Pick<UserSummary, "orgName" | "remote"> }) {
  if (!user.remote) return null;
  return (
    <Suspense fallback={null}>
      <RemoteSessionAlert org={user.orgName} endsAt={user.remote.until} />
    </Suspense>
  );
}
