import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { formatElapsed } from "../model/capture-clock";
import { useWallClock } from "../model/use-wall-clock";

/** A REC badge and how long the window has recorded (issue 28: a person sees the recording run). */
function RecBadge({ since }: { since: number }) {
  const { t } = useLingui();
  const now = useWallClock();
  return (
    <Box component="span" data-testid="window-rec" role="status" aria-label={t`Recording`}
      sx={{ display: "inline-flex", gap: 0.5, alignItems: "center", flexShrink: 0, px: 0.5, borderRadius: 0.5, bgcolor: "error.dark", fontWeight: 700 }}>
      <span aria-hidden>{t`REC`}</span>
      <span data-testid="window-rec-elapsed">{formatElapsed(now - since)}</span>
    </Box>
  );
}

export interface WindowOverlayProps {
  channelName: string;
  /** The shown frame's capture time; null shows no clock (not playing, or not known yet). */
  captureTime: number | null;
  recordingSince: number | null;
}

/** The top line of a window: channel name (cut short with an ellipsis), REC badge and capture time. */
export function WindowOverlay({ channelName, captureTime, recordingSince }: WindowOverlayProps) {
  return (
    <Box sx={{ position: "absolute", top: 0, left: 0, right: 0, display: "flex", gap: 1, alignItems: "center", px: 1, fontSize: 12, textShadow: "0 0 3px #000", pointerEvents: "none", zIndex: 1 }}>
      <Box component="span" data-testid="window-channel-name" sx={{ flex: "1 1 auto", minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
        {channelName}
      </Box>
      {recordingSince !== null && <RecBadge since={recordingSince} />}
      {captureTime !== null && (
        <Box component="span" data-testid="window-clock" sx={{ flexShrink: 0 }}>
          {formatDateTime(captureTime)}
        </Box>
      )}
    </Box>
  );
}
