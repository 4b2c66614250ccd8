import { useLingui } from "@lingui/react/macro";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { FetchingBar, TablePager, usePagerState } from "@/shared/ui";
import { FIRST_LOGIN_LOGS_PAGE_SIZE, useLoginLogs, type LoginLogScope } from "../api/get-login-logs";
import { LoginResultChip } from "./login-result-chip";


export interface LoginLogTableProps {
  /** SELF: the user's own history (account page); ORG: everyone's (needs vms_system_loginlog_qry). */
  scope: LoginLogScope;
  /** Accessible name of the table. */
  label: string;
}

/** Login history with time, (login name,) result, IP and browser, paged 10/20/50/100 (spec §9). */
export function LoginLogTable({ scope, label }: LoginLogTableProps) {
  const { t } = useLingui();
  const pager = usePagerState(FIRST_LOGIN_LOGS_PAGE_SIZE);
  const { data, isFetching } = useLoginLogs({ scope, pageNum: pager.pageNum, pageSize: pager.pageSize });
  const rows = data?.list ?? [];
  const showName = scope === "ORG";
  return (
    <Paper variant="outlined" data-testid={`login-logs-${scope.toLowerCase()}`}>
      <FetchingBar active={isFetching} />
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Time`}</TableCell>
              {showName && <TableCell>{t`Login name`}</TableCell>}
              <TableCell>{t`Result`}</TableCell>
              <TableCell>{t`IP address`}</TableCell>
              <TableCell>{t`Browser`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="login-log-row">
                <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(row.createTime)}</TableCell>
                {showName && <TableCell>{row.loginName}</TableCell>}
                <TableCell>
                  <LoginResultChip success={row.success} code={row.code} />
                </TableCell>
                <TableCell>{row.ip}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }} title={row.userAgent}>
                  {row.userAgent}
                </TableCell>
              </TableRow>
            ))}
            {data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={showName ? 5 : 4} align="center" sx={{ color: "text.secondary" }}>
                  {t`No sign-ins yet.`}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager total={data?.total ?? 0} {...pager} />
    </Paper>
  );
}
