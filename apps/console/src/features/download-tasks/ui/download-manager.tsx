import { useLingui } from "@lingui/react/macro";
import DownloadsIcon from "@mui/icons-material/DownloadOutlined";
import CloseIcon from "@mui/icons-material/Close";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useEffect, useId } from "react";
import { closeDownloadManager, hostDownloadManager, openDownloadManager, useDownloadManagerOpen } from "@/shared/download-manager";
import { useUnfinishedDownloadCount } from "../api/get-download-tasks";
import { useDownloadTaskPush } from "../model/use-download-task-push";

// The body (list, progress bars, pager) loads with the first opening, so the shell's chunk stays small.
const DownloadTaskList = lazy(() => import("./download-task-list").then((m) => ({ default: m.DownloadTaskList })));

/**
 * The download task manager (spec §2): a top-bar button whose badge counts unfinished tasks, opening
 * a right-side drawer with the tasks. MUI's modal drawer traps focus, closes on Esc and returns focus
 * to the button. Others open it through the shared store (the create dialog's link, spec §7).
 */
export function DownloadManager() {
  const { t } = useLingui();
  const open = useDownloadManagerOpen();
  const count = useUnfinishedDownloadCount();
  const titleId = useId();
  // Progress moves by the DOWNLOAD_TASK push (the 3 s poll is the fallback).
  useDownloadTaskPush();
  useEffect(() => hostDownloadManager(), []);
  // The badge is a dot, not digits: visible digits inside a named button must start its name (WCAG 2.5.3,
  // axe label-content-name-mismatch), so the count lives in the name and the native tooltip instead.
  const shown = count > 99 ? "99+" : String(count);
  const label = count > 0 ? t`Downloads (${shown} unfinished)` : t`Downloads`;
  return (
    <>
      {/* A native title, not MUI's Tooltip: its Popper would weigh on every shell page. */}
      <IconButton title={label} aria-label={label} aria-haspopup="dialog" aria-expanded={open} onClick={() => openDownloadManager()} data-testid="download-manager-button">
        <Badge variant="dot" invisible={count === 0} color="primary" data-testid="download-manager-badge">
          <DownloadsIcon />
        </Badge>
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={closeDownloadManager}
        slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { width: { xs: "100%", sm: 440 } } } }}
        data-testid="download-manager"
      >
        <Box sx={{ display: "flex", alignItems: "center", px: 2, py: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t`Download task manager`}
          </Typography>
          <IconButton aria-label={t`Close downloads`} onClick={closeDownloadManager}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Suspense fallback={<CircularProgress aria-label={t`Loading`} sx={{ m: 2 }} />}>
          <DownloadTaskList />
        </Suspense>
      </Drawer>
    </>
  );
}
