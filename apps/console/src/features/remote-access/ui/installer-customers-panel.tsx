import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { REMOTE_REQ_STATUS } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { useInstallerCustomers } from "../api/get-customers";
import { useRequestRemoteAccessMutation } from "../api/request-remote-access";
import { statusLabel } from "../model/remote-access-labels";

/** The installer's side (spec §6 "Installers: request admin privileges"): the customers it is bound to. */
export function InstallerCustomersPanel() {
  const { t, i18n } = useLingui();
  const customers = useInstallerCustomers();
  const request = useRequestRemoteAccessMutation();
  const list = customers.data?.list ?? [];
  // Shown only to installers: a customer without customers of its own needs no empty table.
  if (list.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">{t`My customers`}</Typography>
      <Table size="small" aria-label={t`My customers`} data-testid="installer-customers-table">
        <TableHead>
          <TableRow>
            <TableCell>{t`Organization`}</TableCell>
            <TableCell>{t`Bound on`}</TableCell>
            <TableCell>{t`Access`}</TableCell>
            <TableCell>{t`Actions`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((c) => {
            const status = c.request?.status;
            const asking = status === REMOTE_REQ_STATUS.PENDING || status === REMOTE_REQ_STATUS.GRANTED;
            return (
              <TableRow key={c.bindingId} data-testid={`customer-${c.orgName}`}>
                <TableCell>{c.orgName}</TableCell>
                <TableCell>{formatDateTime(c.bindTime)}</TableCell>
                <TableCell data-testid="customer-access">{status === undefined ? "—" : i18n._(statusLabel(status))}</TableCell>
                <TableCell>
                  {!asking && (
                    <Button size="small" onClick={() => request.mutate(c.bindingId)} aria-label={t`Request administrator access to ${c.orgName}`} data-testid="customer-request">
                      {t`Request access`}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary">{t`When the customer grants access, the sign-in link is mailed to you.`}</Typography>
    </Stack>
  );
}
