import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useNavigate } from "@tanstack/react-router";
import { archiveTitleProblem } from "@vms/api-client";
import { useState } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { notifier } from "@/shared/notifier";
import { useCreateArchiveMutation } from "../api/change-archives";

export interface CreateArchiveDialogProps {
  open: boolean;
  onClose: () => void;
  channel: { sn: string; chlIndex: number; siteName: string; chlName: string };
  /** Unix seconds. */
  startTime: number;
  endTime: number;
  source: "local" | "cloud";
  /** Called with the new archive's id. */
  onCreated?: (archiveId: string) => void;
}

/**
 * "Archive" from playback or an event: a title for the channel's range; the server copies it. A
 * success toast links to the new archive (issue 28).
 */
export function CreateArchiveDialog({ open, onClose, channel, startTime, endTime, source, onCreated }: CreateArchiveDialogProps) {
  const { t } = useLingui();
  const [title, setTitle] = useState(`${channel.siteName} ${channel.chlName}`.trim().replace(/[<>&,'"/\\%:#*?|]/g, " ").slice(0, 64));
  const create = useCreateArchiveMutation();
  const navigate = useNavigate();
  const announce = (archiveId: string, created: string) => {
    const href = `/archives-details/${encodeURIComponent(archiveId)}`;
    notifier.notify(
      { message: msg`The archive "${created}" was created; it is being copied.`, link: { label: msg`Open the archive`, href, follow: () => void navigate({ to: "/archives-details/$id", params: { id: archiveId } }) } },
      "success",
    );
  };
  const problem = archiveTitleProblem(title);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="create-archive-title">
      <DialogTitle id="create-archive-title">{t`Archive`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{`${channel.siteName} · ${channel.chlName} · ${formatDateTime(startTime * 1000)} – ${formatDateTime(endTime * 1000)}`}</DialogContentText>
        <TextField autoFocus fullWidth margin="dense" label={t`Archive title`} value={title} onChange={(e) => setTitle(e.target.value)} error={problem !== null} helperText={problem ? t`1-64 characters without < > & , ' " / \\ % : # * ? |` : " "} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <Button
          variant="contained"
          disabled={problem !== null || create.isPending}
          onClick={() =>
            create.mutate(
              { sn: channel.sn, chlIndex: channel.chlIndex, startTime, endTime, title, source },
              {
                onSuccess: (archive) => {
                  announce(archive.archiveId, archive.title);
                  onCreated?.(archive.archiveId);
                  onClose();
                },
              },
            )
          }
        >
          {t`Archive`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
