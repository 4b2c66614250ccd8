import { useLingui } from "@lingui/react/macro";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { Page } from "@/shared/ui";
import { useVersionInfo } from "../api/get-version-info";

/** About / version information (spec §1, §7 /system/version/get). */
export function VersionInfoPage() {
  const { t } = useLingui();
  const info = useVersionInfo();
  const rows: [label: string, value: string, testId: string][] = [
    [t`Server version`, info.version, "server-version"],
    [t`API version`, info.apiVersion, "api-version"],
    // The server sends an ISO time; shown in the §9 format (local time), or as sent when not a time.
    [t`Build time`, formatDateTime(Date.parse(info.buildTime)) || info.buildTime, "build-time"],
    [t`Commit`, info.commit, "commit"],
  ];
  return (
    <Page title={t`Version information`}>
      <Paper variant="outlined" sx={{ maxWidth: 560 }}>
        <Table aria-label={t`Version information`}>
          <TableBody>
            {rows.map(([label, value, testId]) => (
              <TableRow key={testId}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell data-testid={testId}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Page>
  );
}
