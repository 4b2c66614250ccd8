import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { formatSpecTime } from "@vms/api-client";
import { saveUrl } from "@/shared/lib/save-file";

const SPEEDS = [0.5, 1, 2, 4, 8];
const clock = (s: number) => formatSpecTime(s * 1000, "minuteSecond");

/** Plays an archive's MP4 (a plain <video> over HTTP Range): timeline, speed and snapshot. */
export function ArchivePlayer({ src, title }: { src: string; title: string }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState(1);
  const snapshot = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement("canvas");
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext("2d")?.drawImage(v, 0, 0);
    saveUrl(canvas.toDataURL("image/png"), `${title}-${clock(v.currentTime).replace(":", "")}.png`);
  };
  return (
    <Stack spacing={1}>
      <Box component="video" ref={video} src={src} controls={false} muted playsInline autoPlay data-testid="archive-video" aria-label={t`Archive video`} onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)} onLoadedMetadata={(e) => setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)} sx={{ width: "100%", maxHeight: "60vh", bgcolor: "black" }} />
      {/* The controls wrap on a narrow screen (a phone opening a share link) instead of overflowing it. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Button size="small" variant="outlined" onClick={() => (video.current?.paused ? void video.current.play() : video.current?.pause())}>
          {t`Play / pause`}
        </Button>
        <Slider size="small" min={0} max={Math.max(duration, 1)} step={0.1} value={time} aria-label={t`Timeline`} onChange={(_, v) => video.current && (video.current.currentTime = v as number)} sx={{ flex: "1 1 160px", minWidth: 120 }} />
        <Typography variant="body2" sx={{ whiteSpace: "nowrap" }}>{`${clock(time)} / ${clock(duration)}`}</Typography>
        <TextField
          select
          size="small"
          label={t`Speed`}
          value={speed}
          onChange={(e) => {
            setSpeed(Number(e.target.value));
            if (video.current) video.current.playbackRate = Number(e.target.value);
          }}
        >
          {SPEEDS.map((s) => (
            <MenuItem key={s} value={s}>{`${s}×`}</MenuItem>
          ))}
        </TextField>
        <Button size="small" onClick={snapshot}>
          {t`Snapshot`}
        </Button>
      </Stack>
    </Stack>
  );
}
