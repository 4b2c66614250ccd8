import { lazy, Suspense, useState } from "react";
import { useFirstPendingRequest } from "../api/get-remote-requests";

// Most sign-ins have no pending request: the snackbar (MUI's Snackbar and its transitions) is
// fetched only when one is there, not with the console's start (issue 10's budget).
const RemoteRequestSnackbar = lazy(() => import("./remote-request-snackbar").then((m) => ({ default: m.RemoteRequestSnackbar })));

/**
 * remoteReqInfo (spec §3): after sign-in, the first pending remote-access request is shown to the
 * organization's administrators, with the way to decide it.
 */
export function RemoteRequestPrompt({ enabled }: { enabled: boolean }) {
  const first = useFirstPendingRequest(enabled);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const request = first.data ?? null;
  if (!enabled || !request || dismissed === request.grantId) return null;
  return (
    <Suspense fallback={null}>
      <RemoteRequestSnackbar request={request} onDismiss={() => setDismissed(request.grantId)} />
    </Suspense>
  );
}
