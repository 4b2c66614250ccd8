import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { DeviceTask } from "@vms/api-client";
import { TaskStateAlert } from "./task-state-alert";

export interface UpgradeProgressProps {
  /** The latest upgrade task; nothing shows without one. */
  task: DeviceTask | null | undefined;
}

/**
 * An upgrade's progress bar while it runs (fed by DEVICE_TASK pushes, or the 3 s poll), then its
 * end state: success, timeout or failure (spec §4).
 */
export function UpgradeProgress({ task }: UpgradeProgressProps) {
  const { t } = useLingui();
  if (!task) return null;
  if (task.state !== "running") return <TaskStateAlert task={task} />;
  const percent = Math.max(0, Math.min(100, task.progress));
  return (
    <Stack spacing={0.5} data-testid="upgrade-progress" data-state="running">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Box sx={{ flex: 1 }}>
          <LinearProgress variant="determinate" value={percent} aria-label={t`Upgrade progress`} />
        </Box>
        <Typography variant="body2" data-testid="upgrade-percent" sx={{ minWidth: 40, textAlign: "right" }}>
          {`${percent}%`}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {percent < 100 ? t`Upgrading… keep the device powered.` : t`Installing; the device restarts with the new firmware.`}
      </Typography>
    </Stack>
  );
}
