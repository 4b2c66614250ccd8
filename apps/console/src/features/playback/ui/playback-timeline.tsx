import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import type { VmsEvent } from "@vms/api-client";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { TimelineSpan } from "../lib/cloud-spans";
import { dateTimeText, fractionOf, timeAt, timelineWindow, zoomByWheel, type TimelineWindow } from "../model/timeline-window";
import { TimelineMarkers } from "./timeline-markers";
import { TimelineScrubThumbnail } from "./timeline-scrub-thumbnail";
import { TimelineSpans, type TimelineSpansProps } from "./timeline-spans";
import { TimelineTicks } from "./timeline-ticks";
import { TimelineZoomBar } from "./timeline-zoom-bar";
import { useScrubThumbnail, type ThumbnailTarget } from "./use-scrub-thumbnail";

export interface PlaybackTimelineProps {
  winIndex: number;
  /** The range (Unix s). */
  startTime: number;
  endTime: number;
  /** Where the playhead is (Unix ms): the wall time shown, or where the window opens before its first frame. */
  cursorMs: number | null;
  /** Device recordings with their event types, or cloud recordings. */
  segments: readonly TimelineSpan[];
  /** The channel's events in the range. */
  events?: readonly VmsEvent[];
  selection?: TimelineSpansProps["selection"];
  onSeek: (wallMs: number) => void;
  /** Shift+drag: the span between where the drag started and where it is (Unix s, unordered). */
  onSelect?: (inAt: number, outAt: number) => void;
  /** The channel whose pictures show while hovering or dragging over recorded footage; none: no scrub thumbnails. */
  thumbnails?: ThumbnailTarget | null | undefined;
}

/**
 * One window's timeline (issues 12, 31): event markers above, recorded spans in their type's colours
 * and the clip selection in a slider whose value text is the time it points at, hour (or minute)
 * ticks below. Click or drag seeks, shift+drag selects a clip, arrows step, the wheel and the
 * buttons zoom 24 h → 1 min, and a box takes a time to jump to.
 */
export function PlaybackTimeline({ winIndex, startTime, endTime, cursorMs, segments, events = [], selection = null, onSeek, onSelect, thumbnails = null }: PlaybackTimelineProps) {
  const { t } = useLingui();
  const [zoom, setZoom] = useState(0);
  // The window is held still while dragging, so the span under the pointer does not move away from it.
  const [drag, setDrag] = useState<{ mode: "seek" | "select"; from: number; at: number; win: TimelineWindow } | null>(null);
  const [hoverTime, setHoverTime] = useState<number | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const cursor = drag?.mode === "seek" ? drag.at : cursorMs === null ? startTime : cursorMs / 1000;
  const win = drag?.win ?? timelineWindow(cursor, zoom, startTime, endTime);
  // The picture under the pointer (issue 31) while hovering or dragging to seek over recorded footage;
  // elsewhere (or without a channel) hovering near an event shows its snapshot instead.
  const scrubTime = drag ? (drag.mode === "seek" ? drag.at : null) : hoverTime;
  const scrub = useScrubThumbnail(thumbnails, scrubTime, win, segments);
  const timeOf = (clientX: number) => {
    const rect = bar.current!.getBoundingClientRect();
    return timeAt(win, (clientX - rect.left) / Math.max(1, rect.width));
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const at = timeOf(e.clientX);
    const mode = e.shiftKey && onSelect ? "select" : "seek";
    setDrag({ mode, from: at, at, win });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const at = timeOf(e.clientX);
    setHoverTime(at);
    if (!drag) return;
    setDrag({ ...drag, at });
    if (drag.mode === "select") onSelect!(drag.from, at);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const at = timeOf(e.clientX);
    setDrag(null);
    if (drag.mode === "select") onSelect!(drag.from, at);
    else onSeek(Math.round(at * 1000));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = (win.to - win.from) / (e.key.startsWith("Page") ? 10 : 100);
    const delta = { ArrowRight: step, ArrowUp: step, PageUp: step, ArrowLeft: -step, ArrowDown: -step, PageDown: -step }[e.key];
    if (delta === undefined) return;
    e.preventDefault();
    onSeek(Math.round(Math.min(endTime, Math.max(startTime, cursor + delta)) * 1000));
  };
  return (
    <Stack spacing={0.5} data-testid={`playback-timeline-${winIndex}`} sx={{ flex: "1 1 320px", minWidth: 0 }}>
      <TimelineMarkers win={win} events={events} hoverTime={drag || scrub.moment !== null ? null : hoverTime} onSeek={onSeek} winIndex={winIndex} />
      <Box sx={{ position: "relative" }}>
        {scrub.moment !== null && scrubTime !== null && <TimelineScrubThumbnail time={scrubTime} fraction={fractionOf(win, scrubTime)} picture={scrub.picture} winIndex={winIndex} />}
        <Box
          ref={bar}
          role="slider"
          tabIndex={0}
          aria-label={t`Timeline of window ${winIndex}`}
          aria-description={t`Click to play from a moment; Shift+drag to select a clip.`}
          aria-valuemin={Math.floor(win.from)}
          aria-valuemax={Math.ceil(win.to)}
          aria-valuenow={Math.round(cursor)}
          aria-valuetext={dateTimeText(cursor * 1000)}
          data-from={win.from}
          data-to={win.to}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerLeave={() => setHoverTime(null)}
          onKeyDown={onKeyDown}
          onWheel={(e) => setZoom((z) => zoomByWheel(z, e.deltaY))}
          sx={{ position: "relative", height: 28, bgcolor: "action.hover", borderRadius: 1, cursor: "pointer", touchAction: "none", "&:focus-visible": { outline: 2, outlineColor: "primary.main" } }}
        >
          <TimelineSpans win={win} segments={segments} selection={selection} cursor={cursor} winIndex={winIndex} />
        </Box>
      </Box>
      <TimelineTicks win={win} />
      <TimelineZoomBar winIndex={winIndex} win={win} zoom={zoom} onZoom={setZoom} cursor={cursor} onSeek={onSeek} />
    </Stack>
  );
}
