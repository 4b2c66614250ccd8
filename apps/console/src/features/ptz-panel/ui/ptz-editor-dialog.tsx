import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import { useState, type ReactNode } from "react";
import type { PtzTarget } from "../api/ptz-transport";
import { usePtzOperation } from "../api/use-ptz-operation";

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
export function PtzEditorActions({ onCancel, onSave, saving }: { onCancel: () => void; onSave: () => void; saving: boolean }) {
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
