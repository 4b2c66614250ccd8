import { useLingui } from "@lingui/react/macro";
import VolumeOffIcon from "@mui/icons-material/VolumeOff";
import VolumeUpIcon from "@mui/icons-material/VolumeUp";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { useEffect, useState, type RefObject } from "react";

/** Volume a first unmute turns to, as the live window's toggle does. */
const UNMUTED_VOLUME = 50;

/**
 * A playback window's own sound (issue 31, spec §2 "volume"): muted at first, a toggle and a slider
 * (0–100) that set the window's <video> volume. Windows without sound simply stay silent.
 */
export function PlaybackVolume({ video, winIndex }: { video: RefObject<HTMLVideoElement | null>; winIndex: number }) {
  const { t } = useLingui();
  const [volume, setVolume] = useState(0);
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.volume = volume / 100;
    el.muted = volume === 0;
  }, [video, volume]);
  const label = volume === 0 ? t`Unmute` : t`Mute`;
  return (
    <Stack direction="row" spacing={0.5} data-testid={`playback-volume-${winIndex}`} sx={{ position: "absolute", left: 4, bottom: 4, alignItems: "center", bgcolor: "rgba(0,0,0,0.55)", borderRadius: 1, px: 0.5, color: "common.white" }}>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={label} aria-pressed={volume > 0} sx={{ color: "inherit" }} onClick={() => setVolume(volume === 0 ? UNMUTED_VOLUME : 0)}>
          {volume === 0 ? <VolumeOffIcon fontSize="small" /> : <VolumeUpIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {/* The thumb's 42 px touch area would cover the toggle at volume 0 without this room. */}
      <Box sx={{ pl: 2, pr: 1, display: "flex" }}>
        <Slider size="small" aria-label={t`Volume`} value={volume} min={0} max={100} sx={{ width: 64, color: "common.white" }} onChange={(_, v) => setVolume(v as number)} />
      </Box>
    </Stack>
  );
}
