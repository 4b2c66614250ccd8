import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { TablePager, usePagerState } from "@/shared/ui";
import { useConfirmedDelete } from "../model/use-confirm-delete";
import { useDownloadTasks } from "../api/get-download-tasks";
import { formatSize } from "../lib/format-size";
import { useDownloadTaskPush } from "../model/use-download-task-push";
import { DownloadTaskActions } from "./download-task-actions";
import { DownloadTaskStatus } from "./download-task-status";
import { DownloadTaskType } from "./download-task-type";

/** The download task manager (spec §2/§3/§4): the user's tasks, pushed over /ws-vms and polled every 3 s, with their actions. */
export function DownloadTaskTable({ label }: { label: string }) {
  const { t } = useLingui();
  const pager = usePagerState(10);
  const { data } = useDownloadTasks({ pageNum: pager.pageNum, pageSize: pager.pageSize });
  useDownloadTaskPush();
  const removeAll = useConfirmedDelete();
  const rows = data?.list ?? [];
  return (
    <Paper variant="outlined" data-testid="download-tasks">
      <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
        <Button size="small" color="error" disabled={rows.length === 0 || removeAll.isPending} onClick={() => void removeAll.all({}, t`All states`)}>
          {t`Delete all`}
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t`File name`}</TableCell>
              <TableCell>{t`Type`}</TableCell>
              <TableCell>{t`Status`}</TableCell>
              <TableCell>{t`Progress`}</TableCell>
              <TableCell>{t`Speed`}</TableCell>
              <TableCell>{t`Created`}</TableCell>
              <TableCell>{t`Actions`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((task) => (
              <TableRow key={task.taskId} data-testid="download-task-row">
                <TableCell sx={{ wordBreak: "break-all" }}>{task.fileName}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }} data-testid="download-task-type">
                  <DownloadTaskType type={task.type} />
                </TableCell>
                <TableCell>
                  <DownloadTaskStatus status={task.status} errorCode={task.errorCode} />
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>
                  <LinearProgress variant="determinate" value={task.progress} aria-label={t`Progress of ${task.fileName}`} />
                  <Typography variant="caption">{task.status === "finish" ? formatSize(task.size) : `${task.progress}%`}</Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{task.status === "continue" ? `${task.speed} kB/s` : "—"}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(task.createTime)}</TableCell>
                <TableCell>
                  <DownloadTaskActions task={task} />
                </TableCell>
              </TableRow>
            ))}
            {data && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ color: "text.secondary" }}>
                  {t`No download tasks.`}
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
