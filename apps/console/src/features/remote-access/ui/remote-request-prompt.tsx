import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useFirstPendingRequest } from "../api/get-remote-requests";

/**
 * remoteReqInfo (spec §3): after sign-in, the first pending remote-access request is shown to the
 * organization's administrators, with the way to decide it.
 */
export function RemoteRequestPrompt({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const first = useFirstPendingRequest(enabled);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const request = first.data ?? null;
  if (!enabled || !request || dismissed === request.grantId) return null;
  const who = `${request.installerName} (${request.installerOrgName})`;
  return (
    <Snackbar open anchorOrigin={{ vertical: "top", horizontal: "center" }}>
      <Alert
        severity="info"
        onClose={() => setDismissed(request.grantId)}
        data-testid="remote-request-prompt"
        action={
          <Button component={Link} to="/service/installer" size="small" onClick={() => setDismissed(request.grantId)}>
            {t`Review`}
          </Button>
        }
      >
        {t`Your installer ${who} requests administrator access.`}
      </Alert>
    </Snackbar>
  );
}
