import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState, type ReactNode } from "react";
import type { PtzTarget } from "../api/ptz-transport";
import { usePtzOperation } from "../api/use-ptz-operation";
import type { PtzNameProblem } from "../model/ptz-limits";
import { ptzNameMessages } from "./ptz-messages";

/** The frame of a cruise-line or cruise-group editor: its title, and a bar until what it edits has loaded. */
export function PtzEditorDialog({ titleId, title, maxWidth, ready, onClose, children }: {
  titleId: string;
  title: string;
  maxWidth: "sm" | "md";
  ready: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {ready ? children : <LinearProgress aria-label={t`Loading`} />}
    </Dialog>
  );
}

/**
 * Saving an editor: nothing is sent while the form has problems (they show once tried); a refusal
 * is toasted (spec §8) and the dialog stays open with what was entered.
 */
export function usePtzEditorSave(target: PtzTarget, onClose: () => void) {
  const operation = usePtzOperation(target);
  const [tried, setTried] = useState(false);
  const save = async (problems: object, run: () => Promise<unknown>) => {
    setTried(true);
    if (Object.keys(problems).length) return;
    try {
      await operation.mutateAsync({ run, confirm: true });
      onClose();
    } catch {
      // Toasted; the dialog stays open.
    }
  };
  return { tried, save, saving: operation.isPending };
}

/** Cancel and Save of an editor. */
function PtzEditorActions({ onCancel, onSave, saving }: { onCancel: () => void; onSave: () => void; saving: boolean }) {
  const { t } = useLingui();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{t`Cancel`}</Button>
      <Button variant="contained" onClick={onSave} disabled={saving}>
        {t`Save`}
      </Button>
    </DialogActions>
  );
}

export interface PtzEditorFormProps {
  nameLabel: string;
  name: string;
  onNameChange: (name: string) => void;
  nameProblem: PtzNameProblem | undefined;
  /** Problems show once Save was tried. */
  tried: boolean;
  /** Shown (once tried) when nothing was added yet. */
  emptyMessage: string | null;
  /** "n of at most m …" under the entries. */
  countText: string;
  addLabel: string;
  onAdd: () => void;
  addDisabled: boolean;
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  /** The entries (a cruise's stops, a group's cruise lines). */
  children: ReactNode;
}

/** The body of a cruise-line or cruise-group editor: the name, the entries, their count, Add, then Cancel and Save. */
export function PtzEditorForm(props: PtzEditorFormProps) {
  const { i18n } = useLingui();
  const { tried, nameProblem } = props;
  return (
    <>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label={props.nameLabel}
            value={props.name}
            onChange={(e) => props.onNameChange(e.target.value)}
            error={tried && Boolean(nameProblem)}
            helperText={tried && nameProblem ? i18n._(ptzNameMessages[nameProblem]) : " "}
          />
          {props.children}
          {tried && props.emptyMessage && <Typography color="error" variant="body2">{props.emptyMessage}</Typography>}
          <Typography variant="body2" color="text.secondary">{props.countText}</Typography>
          <div>
            <Button size="small" onClick={props.onAdd} disabled={props.addDisabled}>
              {props.addLabel}
            </Button>
          </div>
        </Stack>
      </DialogContent>
      <PtzEditorActions onCancel={props.onCancel} onSave={props.onSave} saving={props.saving} />
    </>
  );
}
