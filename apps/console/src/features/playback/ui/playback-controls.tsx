import { useLingui } from "@lingui/react/macro";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import CameraAltIcon from "@mui/icons-material/CameraAlt";
import PauseIcon from "@mui/icons-material/Pause";
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import SkipNextIcon from "@mui/icons-material/SkipNext";
import SkipPreviousIcon from "@mui/icons-material/SkipPrevious";
import { PLAYBACK_SPEEDS } from "@vms/api-client";
import type { ReactNode } from "react";

const speedLabel = (s: number) => (s < 1 ? `1/${Math.round(1 / s)}×` : `${s}×`);

export interface PlaybackControlsProps {
  winIndex: number;
  playing: boolean;
  speed: number;
  disabled: boolean;
  onPlay: () => void;
  onPause: () => void;
  onSpeed: (speed: number) => void;
  onStep: (direction: 1 | -1) => void;
  onSnapshot: () => void;
  /** The download button slot (features/download-create, wired at merge). */
  downloadSlot?: ReactNode;
}

/** Play/pause, speeds 1/8×–16×, frame step back/forward, snapshot (spec §7 PlayBackStatus / SetPlaybackSpeed). */
export function PlaybackControls(p: PlaybackControlsProps) {
  const { t } = useLingui();
  const w = p.winIndex;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", flexWrap: "wrap" }}>
      {p.playing ? (
        <IconButton size="small" aria-label={t`Pause window ${w}`} disabled={p.disabled} onClick={p.onPause}>
          <PauseIcon fontSize="small" />
        </IconButton>
      ) : (
        <IconButton size="small" aria-label={t`Play window ${w}`} disabled={p.disabled} onClick={p.onPlay}>
          <PlayArrowIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton size="small" aria-label={t`Previous frame in window ${w}`} disabled={p.disabled} onClick={() => p.onStep(-1)}>
        <SkipPreviousIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t`Next frame in window ${w}`} disabled={p.disabled} onClick={() => p.onStep(1)}>
        <SkipNextIcon fontSize="small" />
      </IconButton>
      <TextField select size="small" label={t`Speed`} value={p.speed} disabled={p.disabled} onChange={(e) => p.onSpeed(Number(e.target.value))} slotProps={{ htmlInput: { "aria-label": t`Speed of window ${w}` } }} sx={{ width: 96 }}>
        {PLAYBACK_SPEEDS.map((s) => (
          <MenuItem key={s} value={s}>
            {speedLabel(s)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton size="small" aria-label={t`Snapshot of window ${w}`} disabled={p.disabled} onClick={p.onSnapshot}>
        <CameraAltIcon fontSize="small" />
      </IconButton>
      {p.downloadSlot}
    </Stack>
  );
}
