import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { useId, useState } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import type { LiveChannel, LiveParts } from "../model/live-parts";
import { archiveTitleOf, type WallClipOutcome } from "../model/wall-clip";

export interface WallClipDialogProps {
  kind: "download" | "archive";
  onClose: () => void;
  channels: readonly LiveChannel[];
  clip: { startTime: number; endTime: number };
  source: "local" | "cloud";
  parts: Pick<LiveParts, "createDownloadTask" | "useCreateArchive">;
}

/**
 * A clip cut on a synchronised playback (issue 31): one download task, or one archive, per channel of
 * the wall, each said on its own line (created, nothing recorded, or refused).
 */
export function WallClipDialog({ kind, onClose, channels, clip, source, parts }: WallClipDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const createArchive = parts.useCreateArchive();
  const [outcomes, setOutcomes] = useState<WallClipOutcome[] | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const range = { startTime: clip.startTime, endTime: clip.endTime };
    const done = await Promise.all(
      channels.map(async (c): Promise<WallClipOutcome> => {
        if (kind === "download") {
          const r = await parts.createDownloadTask({ sn: c.sn, chlIndex: c.chlIndex, ...range, source: source === "cloud" ? "cloud" : "device" });
          return r.kind === "created" ? { kind: "created", name: r.fileName } : { kind: r.kind };
        }
        return createArchive({ sn: c.sn, chlIndex: c.chlIndex, ...range, title: archiveTitleOf(c), source }).then(
          (a): WallClipOutcome => ({ kind: "created", name: a.title }),
          (): WallClipOutcome => ({ kind: "failed" }),
        );
      }),
    );
    setOutcomes(done);
    setBusy(false);
  };
  const said = (o: WallClipOutcome) => (o.kind === "created" ? (kind === "download" ? t`Download task created: ${o.name}` : t`Archive created: ${o.name}`) : o.kind === "empty" ? t`Nothing is recorded in this range.` : t`Refused: see the downloads or archives for why.`);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid="wall-clip-dialog">
      <DialogTitle id={titleId}>{kind === "download" ? t`Download the clip of every window` : t`Archive the clip of every window`}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t`${channels.length} channels · ${formatDateTime(clip.startTime * 1000)} – ${formatDateTime(clip.endTime * 1000)}: one file per channel.`}</DialogContentText>
        <List dense aria-label={t`Channels of the clip`}>
          {channels.map((c, i) => (
            <ListItem key={`${c.sn}/${c.chlIndex}`} data-testid="wall-clip-channel" data-outcome={outcomes?.[i]?.kind}>
              <ListItemText primary={`${c.siteName} · ${c.chlName}`} secondary={outcomes?.[i] ? said(outcomes[i]) : null} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{outcomes ? t`Close` : t`Cancel`}</Button>
        {!outcomes && (
          <Button variant="contained" disabled={busy} onClick={() => void run()} data-testid="wall-clip-create">
            {kind === "download" ? t`Create ${channels.length} download tasks` : t`Create ${channels.length} archives`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
