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
import { TablePager, usePagerState } from "@/shared/ui";
import { useRemoteRequests } from "../api/get-remote-requests";
import { useRevokeRemoteRequestMutation } from "../api/revoke-remote-request";
import { durationLabel, statusLabel } from "../model/remote-access-labels";
import { GrantActions } from "./grant-actions";

/** Spec §4 Remote access: the installer's requests; administrators grant, refuse or revoke. */
export function RemoteRequestsPanel({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useLingui();
  const pager = usePagerState();
  const requests = useRemoteRequests({ pageNum: pager.pageNum, pageSize: pager.pageSize });
  const revoke = useRevokeRemoteRequestMutation();
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">{t`Remote-access requests`}</Typography>
      <Table size="small" aria-label={t`Remote-access requests`} data-testid="remote-requests-table">
        <TableHead>
          <TableRow>
            <TableCell>{t`Installer`}</TableCell>
            <TableCell>{t`Requested`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            <TableCell>{t`Duration`}</TableCell>
            <TableCell>{t`Valid until`}</TableCell>
            {canManage && <TableCell>{t`Actions`}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.data?.list.map((r) => {
            const duration = durationLabel(r.duration);
            return (
              <TableRow key={r.grantId} data-testid={`remote-request-${r.grantId}`} data-status={r.status}>
                <TableCell>
                  {r.installerName} ({r.installerEmail}) · {r.installerOrgName}
                </TableCell>
                <TableCell>{formatDateTime(r.createTime)}</TableCell>
                <TableCell>{i18n._(statusLabel(r.status))}</TableCell>
                <TableCell>{duration ? i18n._(duration) : "—"}</TableCell>
                <TableCell>{r.expireTime === null ? "—" : formatDateTime(r.expireTime)}</TableCell>
                {canManage && (
                  <TableCell>
                    {r.status === REMOTE_REQ_STATUS.PENDING && <GrantActions grantId={r.grantId} who={r.installerEmail} />}
                    {r.status === REMOTE_REQ_STATUS.GRANTED && (
                      <Button size="small" color="error" onClick={() => revoke.mutate(r.grantId)} aria-label={t`Revoke access of ${r.installerEmail}`} data-testid="grant-revoke">
                        {t`Revoke`}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {requests.data?.total === 0 && <Typography color="text.secondary">{t`No remote-access requests.`}</Typography>}
      <TablePager total={requests.data?.total ?? 0} {...pager} />
    </Stack>
  );
}
