import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { Link } from "@tanstack/react-router";
import type { RemoteReqItem } from "@vms/api-client";

/** The prompt's face: the pending request and the way to the page that decides it. */
export function RemoteRequestSnackbar({ request, onDismiss }: { request: RemoteReqItem; onDismiss: () => void }) {
  const { t } = useLingui();
  const who = `${request.installerName} (${request.installerOrgName})`;
  return (
    <Snackbar open anchorOrigin={{ vertical: "top", horizontal: "center" }}>
      <Alert
        severity="info"
        onClose={onDismiss}
        data-testid="remote-request-prompt"
        action={
          <Button component={Link} to="/service/installer" size="small" onClick={onDismiss}>
            {t`Review`}
          </Button>
        }
      >
        {t`Your installer ${who} requests administrator access.`}
      </Alert>
    </Snackbar>
  );
}
