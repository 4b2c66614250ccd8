import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { CLIP_MAX_SEC, type ClipOutcome } from "../model/clip-selection";
import { dateTimeText } from "../model/timeline-window";

export interface TimelineClipBarProps {
  winIndex: number;
  clip: ClipOutcome;
  onMark: (which: "in" | "out") => void;
  onClear: () => void;
  /** The Download and Archive buttons of the selected clip (the route's slot), only for a clip within 60 minutes. */
  actions: ReactNode;
}

const duration = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, "0")}`;

/**
 * A clip cut on the timeline (issue 31): In and Out at the playhead (keys I and O in the window), or
 * Shift+drag on the bar; the selection with its length, and its download or archive. Spec §5: a clip
 * of more than 60 minutes is refused, and the bar says so.
 */
export function TimelineClipBar({ winIndex, clip, onMark, onClear, actions }: TimelineClipBarProps) {
  const { t } = useLingui();
  const max = CLIP_MAX_SEC / 60;
  return (
    <Stack spacing={0.5} data-testid={`clip-bar-${winIndex}`}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
        <Button size="small" variant="outlined" aria-keyshortcuts="I" aria-label={t`Mark in at the playhead of window ${winIndex}`} onClick={() => onMark("in")}>
          {t`In`}
        </Button>
        <Button size="small" variant="outlined" aria-keyshortcuts="O" aria-label={t`Mark out at the playhead of window ${winIndex}`} onClick={() => onMark("out")}>
          {t`Out`}
        </Button>
        <Typography variant="body2" aria-live="polite" data-testid={`clip-status-${winIndex}`} sx={{ px: 1 }}>
          {clip.kind === "none" && t`Shift+drag on the timeline, or mark In and Out, to cut a clip.`}
          {clip.kind === "partial" && t`Marked at ${dateTimeText(clip.at * 1000)}: mark the other end.`}
          {(clip.kind === "ok" || clip.kind === "tooLong") && t`Clip ${dateTimeText(clip.startTime * 1000)} – ${dateTimeText(clip.endTime * 1000)} (${duration(clip.endTime - clip.startTime)})`}
        </Typography>
        {clip.kind !== "none" && (
          <Button size="small" aria-label={t`Clear the clip of window ${winIndex}`} onClick={onClear}>
            {t`Clear`}
          </Button>
        )}
        {clip.kind === "ok" && actions}
      </Stack>
      {clip.kind === "tooLong" && (
        <Alert severity="warning" data-testid={`clip-too-long-${winIndex}`}>
          {t`A clip is at most ${max} minutes: shorten the selection to download or archive it.`}
        </Alert>
      )}
    </Stack>
  );
}
