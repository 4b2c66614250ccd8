import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { TimelineSpan } from "../lib/cloud-spans";
import { SPAN_COLOURS } from "../model/playback-messages";
import { dateTimeText, fractionOf, parseJumpTime, timeAt, timelineWindow, zoomByWheel, ZOOM_SPANS_SEC } from "../model/timeline-window";

export interface PlaybackTimelineProps {
  winIndex: number;
  /** The range (Unix s). */
  startTime: number;
  endTime: number;
  /** Wall time shown (Unix ms), null before the first frame. */
  cursorMs: number | null;
  /** Device recordings with their event types, or cloud recordings. */
  segments: readonly TimelineSpan[];
  onSeek: (wallMs: number) => void;
}

/**
 * One window's timeline (issue 12): recording spans in event-type colours, a slider whose value text
 * is the wall-clock time it points at, click or drag to seek, arrows to step, zoom 24 h → 1 min with
 * the wheel and buttons, and a box to type a time to jump to.
 */
export function PlaybackTimeline({ winIndex, startTime, endTime, cursorMs, segments, onSeek }: PlaybackTimelineProps) {
  const { t } = useLingui();
  const [zoom, setZoom] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const [jump, setJump] = useState("");
  const bar = useRef<HTMLDivElement>(null);
  const cursor = drag ?? (cursorMs === null ? startTime : cursorMs / 1000);
  const win = timelineWindow(cursor, zoom, startTime, endTime);
  const fractionAt = (clientX: number) => {
    const rect = bar.current!.getBoundingClientRect();
    return (clientX - rect.left) / Math.max(1, rect.width);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag(timeAt(win, fractionAt(e.clientX)));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => drag !== null && setDrag(timeAt(win, fractionAt(e.clientX)));
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (drag === null) return;
    const at = timeAt(win, fractionAt(e.clientX));
    setDrag(null);
    onSeek(Math.round(at * 1000));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = (win.to - win.from) / (e.key.startsWith("Page") ? 10 : 100);
    const delta = { ArrowRight: step, ArrowUp: step, PageUp: step, ArrowLeft: -step, ArrowDown: -step, PageDown: -step }[e.key];
    if (delta === undefined) return;
    e.preventDefault();
    onSeek(Math.round(Math.min(endTime, Math.max(startTime, cursor + delta)) * 1000));
  };
  const submitJump = () => {
    const day = new Date(cursor * 1000);
    day.setHours(0, 0, 0, 0);
    const at = parseJumpTime(jump, Math.floor(day.getTime() / 1000));
    if (at !== null) onSeek(at * 1000);
  };
  const valueText = dateTimeText(cursor * 1000);
  return (
    <Stack spacing={0.5} data-testid={`playback-timeline-${winIndex}`}>
      <Box
        ref={bar}
        role="slider"
        tabIndex={0}
        aria-label={t`Timeline of window ${winIndex}`}
        aria-valuemin={Math.floor(win.from)}
        aria-valuemax={Math.ceil(win.to)}
        aria-valuenow={Math.round(cursor)}
        aria-valuetext={valueText}
        data-from={win.from}
        data-to={win.to}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={onKeyDown}
        onWheel={(e) => setZoom((z) => zoomByWheel(z, e.deltaY))}
        sx={{ position: "relative", height: 28, bgcolor: "action.hover", borderRadius: 1, cursor: "pointer", touchAction: "none", "&:focus-visible": { outline: 2, outlineColor: "primary.main" } }}
      >
        {segments
          .filter((s) => s.endTime > win.from && s.startTime < win.to)
          .map((s) => (
            <Box key={`${s.startTime}-${s.type}`} data-span-type={s.type} sx={{ position: "absolute", top: 6, bottom: 6, left: `${fractionOf(win, s.startTime) * 100}%`, width: `${(fractionOf(win, s.endTime) - fractionOf(win, s.startTime)) * 100}%`, bgcolor: SPAN_COLOURS[s.type] }} />
          ))}
        <Box sx={{ position: "absolute", top: 0, bottom: 0, width: 2, bgcolor: "text.primary", left: `${fractionOf(win, cursor) * 100}%` }} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Box component="span" sx={{ fontSize: 12 }}>{dateTimeText(win.from * 1000)}</Box>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
          <IconButton size="small" aria-label={t`Zoom out the timeline of window ${winIndex}`} disabled={zoom === 0} onClick={() => setZoom((z) => Math.max(0, z - 1))}>
            <ZoomOutIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t`Zoom in the timeline of window ${winIndex}`} disabled={zoom === ZOOM_SPANS_SEC.length - 1} onClick={() => setZoom((z) => z + 1)}>
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
    </Stack>
  );
}
