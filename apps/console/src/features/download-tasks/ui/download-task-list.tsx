import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { DOWNLOAD_STATES, type DownloadState } from "@vms/api-client";
import { useState } from "react";
import { TablePager, usePagerState } from "@/shared/ui";
import { useConfirmedDelete } from "../model/use-confirm-delete";
import { useDownloadTasks } from "../api/get-download-tasks";
import { formatSize } from "../lib/format-size";
import { DownloadTaskActions } from "./download-task-actions";
import { DownloadTaskStatus } from "./download-task-status";

type Filter = "all" | DownloadState;

/**
 * The download task manager's body (spec §2/§4), loaded only when the drawer first opens: a state
 * filter, "delete all" of that filter, and each task with its progress, speed, state and actions.
 */
export function DownloadTaskList() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<Filter>("all");
  const pager = usePagerState(10);
  const status = filter === "all" ? undefined : [filter];
  const { data } = useDownloadTasks({ pageNum: pager.pageNum, pageSize: pager.pageSize, ...(status ? { status } : {}) });
  const removeAll = useConfirmedDelete();
  const rows = data?.list ?? [];
  const labels: Record<Filter, string> = { all: t`All states`, prepare: t`Preparing`, continue: t`Downloading`, pause: t`Paused`, finish: t`Finished`, startFailed: t`Failed` };
  const stateLabel = labels[filter];
  return (
    <Stack spacing={1} sx={{ minHeight: 0 }} data-testid="download-manager-list">
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", px: 2 }}>
        <TextField
          select
          size="small"
          label={t`State`}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as Filter);
            pager.onPageNumChange(1);
          }}
          sx={{ flexGrow: 1 }}
        >
          {(["all", ...DOWNLOAD_STATES] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {labels[value]}
            </MenuItem>
          ))}
        </TextField>
        <Button color="error" size="small" disabled={rows.length === 0 || removeAll.isPending} onClick={() => void removeAll.all(status ? { status } : {}, stateLabel)}>
          {filter === "all" ? t`Delete all` : t`Delete all: ${stateLabel}`}
        </Button>
      </Stack>
      <List dense aria-label={t`Download tasks`} sx={{ overflowY: "auto" }}>
        {rows.map((task) => (
          <ListItem key={task.taskId} divider data-testid="download-task-row" sx={{ display: "block" }}>
            <Typography variant="body2" sx={{ wordBreak: "break-all" }}>
              {task.fileName}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", my: 0.5 }}>
              <DownloadTaskStatus status={task.status} errorCode={task.errorCode} />
              <LinearProgress variant="determinate" value={task.progress} aria-label={t`Progress of ${task.fileName}`} sx={{ flexGrow: 1 }} />
              <Typography variant="caption" sx={{ whiteSpace: "nowrap" }}>
                {task.status === "finish" ? formatSize(task.size) : `${task.progress}%`}
                {task.status === "continue" && ` · ${task.speed} kB/s`}
              </Typography>
            </Stack>
            <DownloadTaskActions task={task} />
          </ListItem>
        ))}
      </List>
      {data && rows.length === 0 && (
        <Box sx={{ px: 2, color: "text.secondary" }}>
          <Typography variant="body2">{t`No download tasks.`}</Typography>
        </Box>
      )}
      <TablePager total={data?.total ?? 0} {...pager} />
    </Stack>
  );
}
