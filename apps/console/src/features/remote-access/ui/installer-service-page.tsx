import Stack from "@mui/material/Stack";
import { useInstallerCustomers } from "../api/get-customers";
import { InstallerCard } from "./installer-card";
import { InstallerCustomersPanel } from "./installer-customers-panel";
import { RemoteRequestsPanel } from "./remote-requests-panel";

/**
 * Spec §2 /service/installer: the customer's installer and requests; an installer's own customers.
 * An installer comes here for its customers: they come first, above its own organization's
 * (usually empty) installer sections (issue 28).
 */
export function InstallerServicePage({ canManage }: { canManage: boolean }) {
  const servesCustomers = (useInstallerCustomers().data?.list.length ?? 0) > 0;
  return (
    <Stack spacing={3}>
      {servesCustomers && <InstallerCustomersPanel />}
      <InstallerCard canManage={canManage} />
      <RemoteRequestsPanel canManage={canManage} />
    </Stack>
  );
}
