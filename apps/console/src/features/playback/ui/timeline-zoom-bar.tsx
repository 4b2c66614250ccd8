import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";
import { useState } from "react";
import { dateTimeText, parseJumpTime, ZOOM_SPANS_SEC, type TimelineWindow } from "../model/timeline-window";

export interface TimelineZoomBarProps {
  winIndex: number;
  win: TimelineWindow;
  zoom: number;
  onZoom: (zoom: number) => void;
  /** The cursor (Unix s): a typed time is on its day. */
  cursor: number;
  onSeek: (wallMs: number) => void;
}

/** Under the bar: the window's ends, zoom out/in (24 h → 1 min), and a box to type a time to jump to. */
export function TimelineZoomBar({ winIndex, win, zoom, onZoom, cursor, onSeek }: TimelineZoomBarProps) {
  const { t } = useLingui();
  const [jump, setJump] = useState("");
  const submitJump = () => {
    const day = new Date(cursor * 1000);
    day.setHours(0, 0, 0, 0);
    const at = parseJumpTime(jump, Math.floor(day.getTime() / 1000));
    if (at !== null) onSeek(at * 1000);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
      <Box component="span" sx={{ fontSize: 12 }}>{dateTimeText(win.from * 1000)}</Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
        <IconButton size="small" aria-label={t`Zoom out the timeline of window ${winIndex}`} disabled={zoom === 0} onClick={() => onZoom(Math.max(0, zoom - 1))}>
          <ZoomOutIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t`Zoom in the timeline of window ${winIndex}`} disabled={zoom === ZOOM_SPANS_SEC.length - 1} onClick={() => onZoom(zoom + 1)}>
          <ZoomInIcon fontSize="small" />
        </IconButton>
        <TextField
          size="small"
          label={t`Go to time`}
          placeholder={t`HH:mm:ss`}
          value={jump}
          onChange={(e) => setJump(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && submitJump()}
          slotProps={{ htmlInput: { "aria-label": t`Go to time in window ${winIndex}` } }}
          sx={{ width: 120 }}
        />
      </Stack>
      <Box component="span" sx={{ fontSize: 12 }}>{dateTimeText(win.to * 1000)}</Box>
    </Stack>
  );
}
