import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useId } from "react";
import type { ConfirmRequest } from "./confirm-context";

/** The confirmation's dialog; `request` keeps its words while the dialog fades out. */
export function ConfirmDialogView({ open, request, onAnswer }: { open: boolean; request: ConfirmRequest; onAnswer: (yes: boolean) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{request.title}</DialogTitle>
      {request.text ? (
        <DialogContent>
          <DialogContentText component="div">{request.text}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t`Cancel`}</Button>
        <Button variant="contained" color={request.tone === "primary" ? "primary" : "error"} onClick={() => onAnswer(true)} data-testid="confirm-action" autoFocus>
          {request.confirmLabel ?? t`Confirm`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
