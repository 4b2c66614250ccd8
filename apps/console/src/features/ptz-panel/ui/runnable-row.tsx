import { useLingui } from "@lingui/react/macro";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import StopIcon from "@mui/icons-material/Stop";
import IconButton from "@mui/material/IconButton";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import { useConfirm } from "@/shared/ui";

export interface RunnableRowProps {
  testId: string;
  index: number;
  name: string;
  /** The secondary line (what it holds, whether it runs). */
  detail: string;
  running: boolean;
  /** False when there is nothing to run (no presets, no movements). */
  canRun: boolean;
  busy: boolean;
  /** The edit button's accessible name ("Edit X", "Rename X"). */
  editLabel: string;
  onRun: () => void;
  onStop: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row of something the head runs by itself (cruise line, cruise group, track): run or stop, edit, delete. */
export function RunnableRow(props: RunnableRowProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const { testId, index, name, detail, running, canRun, busy } = props;
  // Issue 28: the camera forgets it for good, so ask first.
  const remove = async () => {
    if (await confirm({ title: t`Delete ${name}?`, text: t`The camera forgets it; this cannot be undone.`, confirmLabel: t`Delete` })) props.onDelete();
  };
  return (
    <ListItem
      data-testid={testId}
      data-index={index}
      data-running={running}
      secondaryAction={
        <Stack direction="row">
          {running ? (
            <IconButton size="small" aria-label={t`Stop ${name}`} onClick={props.onStop} disabled={busy}>
              <StopIcon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton size="small" aria-label={t`Run ${name}`} onClick={props.onRun} disabled={busy || !canRun}>
              <PlayArrowIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton size="small" aria-label={props.editLabel} onClick={props.onEdit} disabled={busy}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t`Delete ${name}`} onClick={() => void remove()} disabled={busy}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      <ListItemText primary={name} secondary={detail} />
    </ListItem>
  );
}
