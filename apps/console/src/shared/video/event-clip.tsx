import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import ReplayIcon from "@mui/icons-material/Replay";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { catalogueEntry } from "@vms/api-client";
import { lightFormat } from "date-fns";
import type { PlaybackState } from "./playback-player";
import { clipTarget, useClipPlayer, type ClipWindow } from "./use-clip-player";

export interface EventClipProps {
  /** The recording window to play (epoch ms), as /event/video/search or the alarm detail answers it. */
  clip: ClipWindow;
  /** When the event happened (epoch ms): marked under the clip. */
  eventAtMs: number;
}

/** The message over the picture: connecting, or the translated code of an end or failure (7150 no recording …). */
function clipStatusText(i18n: I18n, state: PlaybackState): string | null {
  if (state.status === "connecting") return i18n._(msg`Connecting…`);
  if (state.status !== "ended" && state.status !== "failed") return null;
  const entry = state.code === null ? undefined : catalogueEntry(state.code);
  return entry ? i18n._(entry.message) : i18n._(msg`The recording could not be played (code ${state.code ?? 0}).`);
}

/**
 * The recorded video around an event (spec §2 event search and alert detail), played through the
 * same playback player and ticket as /live's playback: from the window's start, with its wall clock.
 */
export function EventClip({ clip, eventAtMs }: EventClipProps) {
  const { i18n, t } = useLingui();
  const { video, player, state, wallMs } = useClipPlayer(clip);
  const message = clipStatusText(i18n, state);
  const playing = state.status === "playing" || state.status === "connecting";
  const span = clip.endTime - clip.startTime;
  const progress = wallMs === null || span <= 0 ? 0 : Math.min(100, Math.max(0, ((wallMs - clip.startTime) / span) * 100));
  const eventAt = lightFormat(eventAtMs, "HH:mm:ss");
  const before = Math.round((eventAtMs - clip.startTime) / 1000);
  const after = Math.round((clip.endTime - eventAtMs) / 1000);
  return (
    <Box component="section" aria-label={t`Recording around the event`} data-testid="event-clip" data-status={state.status} data-code={state.code ?? undefined}>
      <Box sx={{ position: "relative", bgcolor: "#000", aspectRatio: "16 / 9", borderRadius: 1, overflow: "hidden" }}>
        <video ref={video} muted playsInline aria-label={t`Recording around the event`} style={{ width: "100%", height: "100%", objectFit: "contain" }} />
        {wallMs !== null && (
          <Box data-testid="event-clip-clock" data-wall-ms={wallMs} sx={{ position: "absolute", top: 4, right: 8, color: "#fff", bgcolor: "rgba(0,0,0,0.6)", px: 0.5, fontFamily: "monospace" }}>
            {lightFormat(wallMs, "HH:mm:ss")}
          </Box>
        )}
        {message && (
          <Box role="status" sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", color: "#fff", textAlign: "center", p: 2 }}>
            {message}
          </Box>
        )}
      </Box>
      <LinearProgress variant="determinate" value={progress} aria-label={t`Position in the recording`} sx={{ mt: 0.5 }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mt: 0.5 }}>
        <Tooltip title={playing ? t`Pause` : t`Play`}>
          <span>
            <IconButton size="small" disabled={!player} aria-label={playing ? t`Pause` : t`Play`} onClick={() => (playing ? player?.pause() : player?.resume())}>
              {playing ? <PauseIcon /> : <PlayArrowIcon />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t`Play again from the start`}>
          <span>
            <IconButton size="small" disabled={!player} aria-label={t`Play again from the start`} onClick={() => void player?.start(clipTarget(clip), clip.startTime)}>
              <ReplayIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="caption" color="text.secondary">
          {t`Event at ${eventAt}; the recording runs from ${before} s before to ${after} s after it.`}
        </Typography>
      </Stack>
    </Box>
  );
}
