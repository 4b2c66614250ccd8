import { useLingui } from "@lingui/react/macro";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopIcon from "@mui/icons-material/Stop";
import IconButton from "@mui/material/IconButton";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import type { CruiseSummary } from "../api/get-cruises";

interface CruiseRowProps {
  cruise: CruiseSummary;
  running: boolean;
  busy: boolean;
  onRun: () => void;
  onStop: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One cruise line: run or stop, edit, delete. */
export function CruiseRow({ cruise, running, busy, onRun, onStop, onEdit, onDelete }: CruiseRowProps) {
  const { t } = useLingui();
  const { name, presetCount } = cruise;
  return (
    <ListItem
      data-testid="cruise-row"
      data-index={cruise.index}
      data-running={running}
      secondaryAction={
        <Stack direction="row">
          {running ? (
            <IconButton size="small" aria-label={t`Stop ${name}`} onClick={onStop} disabled={busy}>
              <StopIcon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton size="small" aria-label={t`Run ${name}`} onClick={onRun} disabled={busy || presetCount === 0}>
              <PlayArrowIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton size="small" aria-label={t`Edit ${name}`} onClick={onEdit} disabled={busy}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t`Delete ${name}`} onClick={onDelete} disabled={busy}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      <ListItemText primary={name} secondary={running ? t`Running · ${presetCount} presets` : t`${presetCount} presets`} />
    </ListItem>
  );
}
