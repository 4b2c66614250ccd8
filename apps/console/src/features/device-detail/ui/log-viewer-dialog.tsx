import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { saveTextFile } from "../model/save-text-file";

export interface LogViewerDialogProps {
  /** The log to show; the dialog is closed when null. */
  log: { fileName: string; content: string } | null;
  onClose: () => void;
}

/** Shows a device log's text, with a download button (spec §2 device logs). */
export function LogViewerDialog({ log, onClose }: LogViewerDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={log !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{log?.fileName}</DialogTitle>
      <DialogContent dividers>
        <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="log-content">
          {log?.content}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => log && saveTextFile(log.fileName, log.content)}>{t`Download`}</Button>
        <Button onClick={onClose}>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  );
}
