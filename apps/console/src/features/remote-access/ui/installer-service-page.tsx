import Stack from "@mui/material/Stack";
import { InstallerCard } from "./installer-card";
import { InstallerCustomersPanel } from "./installer-customers-panel";
import { RemoteRequestsPanel } from "./remote-requests-panel";

/** Spec §2 /service/installer: the customer's installer and requests; an installer's own customers. */
export function InstallerServicePage({ canManage }: { canManage: boolean }) {
  return (
    <Stack spacing={3}>
      <InstallerCard canManage={canManage} />
      <RemoteRequestsPanel canManage={canManage} />
      <InstallerCustomersPanel />
    </Stack>
  );
}
