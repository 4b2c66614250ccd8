import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useDevCmdCheck } from "@/entities/device";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { formatFileSize } from "@/shared/lib/format-file-size";
import { TablePager, usePagerState } from "@/shared/ui";
import { useDeviceLogs } from "../api/get-device-logs";
import { useDeviceLogActions } from "../model/use-device-log-actions";
import { ApiErrorAlert } from "./api-error-alert";
import { LogViewerDialog } from "./log-viewer-dialog";
import { TaskStateAlert } from "./task-state-alert";

export interface LogsTabProps {
  sn: string;
  canManage: boolean;
}

/** The logs a device uploaded, paged; "Request log" asks the device for a new one (spec §2, §4). */
export function LogsTab({ sn, canManage }: LogsTabProps) {
  const { t, i18n } = useLingui();
  const pager = usePagerState();
  const { data, error } = useDeviceLogs(sn, pager.pageNum, pager.pageSize);
  const check = useDevCmdCheck(sn, "logUpload");
  const actions = useDeviceLogActions(sn);
  const task = check.data?.task;
  const rows = data?.list ?? [];
  return (
    <Stack spacing={2} data-testid="logs-tab">
      {canManage && (
        <Stack direction="row">
          <Button variant="outlined" onClick={actions.requestLog} loading={actions.requesting} disabled={task?.state === "running"} data-testid="log-request">
            {t`Request log`}
          </Button>
        </Stack>
      )}
      <TaskStateAlert task={task} />
      <ApiErrorAlert error={actions.requestError ?? error} />
      <Table size="small" aria-label={t`Device logs`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`File`}</TableCell>
            <TableCell>{t`Size`}</TableCell>
            <TableCell>{t`Time`}</TableCell>
            <TableCell align="right">{t`Actions`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((log) => (
            <TableRow key={log.logId} data-testid="log-row">
              <TableCell sx={{ overflowWrap: "anywhere" }}>{log.fileName}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatFileSize(log.size, i18n.locale)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(log.createTime)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                <Button size="small" onClick={() => actions.view(log.logId)} data-testid="log-view">
                  {t`View`}
                </Button>
                <Button size="small" onClick={() => actions.download(log.logId)} data-testid="log-download">
                  {t`Download`}
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {data && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ color: "text.secondary" }}>
                {t`No logs yet.`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePager total={data?.total ?? 0} {...pager} />
      <LogViewerDialog log={actions.viewing} onClose={actions.closeViewer} />
    </Stack>
  );
}
