import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MuiLink from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "@tanstack/react-router";
import { useState, type MouseEvent } from "react";
import { toApiError } from "@vms/api-client";
import { ChannelLicenceNotice, isLicenceRefusal } from "@/entities/licence";
import { openDownloadManager } from "@/shared/download-manager";
import { useCreateDownloadTaskMutation } from "../api/create-download-task";
import { chosenRange, downloadFileNamePreview, fromLocalInput, toLocalInput, type RangeChoice } from "../lib/download-range";
import { failureText } from "../model/failure-text";
import { ClampedNote } from "./clamped-note";
import { RangeChoiceField } from "./range-choice-field";

const licenceCode = (error: unknown): number | null => (error === null || error === undefined ? null : toApiError(error).code);

/** The channel a task downloads from, as the playback window knows it. */
export interface DownloadChannel {
  sn: string;
  chlIndex: number;
  siteName: string;
  chlName: string;
}

export interface CreateDownloadTaskDialogProps {
  open: boolean;
  onClose: () => void;
  channel: DownloadChannel;
  /** Where the range starts (the playback position), Unix seconds. */
  at: number;
  /** The playback source: a cloud playback downloads from the cloud recording. */
  source?: "device" | "cloud";
  /** A clip cut on the playback timeline (Unix s): the dialog opens on it as its custom range (issue 31). */
  range?: { startTime: number; endTime: number } | undefined;
}

/**
 * Creates a download task (spec §5 Downloads, §7 create result): a preset length from `at` or a custom
 * range of at most 60 minutes (a clip cut on the timeline arrives as `range`), AVI only, named site_channel_start_end.avi. Result 0 links to the
 * download list; an empty recording log says createTaskFailed; other failures say why.
 */
export function CreateDownloadTaskDialog({ open, onClose, channel, at, source = "device", range: preset }: CreateDownloadTaskDialogProps) {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<RangeChoice>(preset ? "custom" : 30);
  const [custom, setCustom] = useState(preset ? { start: toLocalInput(preset.startTime), end: toLocalInput(preset.endTime) } : { start: toLocalInput(at), end: toLocalInput(at + 60) });
  const creation = useCreateDownloadTaskMutation();
  const range = chosenRange(choice, at, { startTime: fromLocalInput(custom.start), endTime: fromLocalInput(custom.end) });
  const problem = "problem" in range ? (range.problem === "order" ? t`The end must be after the start.` : t`A download is at most 60 minutes.`) : null;
  const outcome = creation.data;
  const close = () => {
    creation.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth data-testid="create-download-dialog">
      <DialogTitle>{t`Download ${channel.chlName}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <RangeChoiceField choice={choice} onChoice={setChoice} customStart={custom.start} customEnd={custom.end} onCustom={(start, end) => setCustom({ start, end })} customError={choice === "custom" ? problem : null} />
          <Typography variant="body2" sx={{ wordBreak: "break-all" }} data-testid="download-file-name">
            {t`File (AVI):`} {"problem" in range ? "—" : downloadFileNamePreview(channel.siteName, channel.chlName, range.startTime, range.endTime)}
          </Typography>
          {outcome?.kind === "created" && (
            <Alert severity="success" data-testid="download-created">
              {t`Download task created: ${outcome.fileName}.`}{" "}
              {/* Decision 0033: the server ends a range reaching into the future at its now; the file holds only that. */}
              {outcome.clamped && <ClampedNote startTime={outcome.startTime} endTime={outcome.endTime} />}
              {/* Opens the shell's download task manager; without a shell (or a modified click) it is the /account list. */}
              <MuiLink
                component={Link}
                to="/account"
                onClick={(event: MouseEvent) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || !openDownloadManager()) return;
                  event.preventDefault();
                  close();
                }}
              >
                {t`Open the download list`}
              </MuiLink>
            </Alert>
          )}
          {outcome?.kind === "empty" && (
            <Alert severity="error" data-testid="download-failed">
              {t`Could not create the download task: nothing is recorded in this range.`}
            </Alert>
          )}
          {outcome?.kind === "failed" && (
            <Alert severity="error" data-testid="download-failed">
              {/* Spec §4: a channel no licence covers shows the licence warning and the way to buy (issue 27). */}
              {isLicenceRefusal(licenceCode(outcome.error)) ? <ChannelLicenceNotice code={licenceCode(outcome.error)!} announce={false} /> : failureText(i18n, outcome.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{outcome?.kind === "created" ? t`Close` : t`Cancel`}</Button>
        <Button
          variant="contained"
          disabled={"problem" in range || outcome?.kind === "created"}
          loading={creation.isPending}
          onClick={() => !("problem" in range) && creation.mutate({ sn: channel.sn, chlIndex: channel.chlIndex, ...range, source })}
          data-testid="create-download"
        >
          {t`Create`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
