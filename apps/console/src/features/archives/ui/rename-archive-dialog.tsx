import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { archiveTitleProblem, type Archive } from "@vms/api-client";
import { useState } from "react";
import { useRenameArchiveMutation } from "../api/change-archives";

/** Renames an archive (spec §5: not empty, no forbidden characters). */
export function RenameArchiveDialog({ archive, onClose }: { archive: Archive; onClose: () => void }) {
  const { t } = useLingui();
  const [title, setTitle] = useState(archive.title);
  const rename = useRenameArchiveMutation();
  const problem = archiveTitleProblem(title);
  return (
    <Dialog open onClose={onClose} aria-labelledby="rename-archive-title">
      <DialogTitle id="rename-archive-title">{t`Rename archive`}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t`Archive title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={problem !== null}
          helperText={problem === "empty" ? t`Enter a title.` : problem ? t`1-64 characters without < > & , ' " / \\ % : # * ? |` : " "}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button variant="contained" disabled={problem !== null || rename.isPending} onClick={() => rename.mutate({ archiveId: archive.archiveId, title }, { onSuccess: onClose })}>
          {t`Save`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
