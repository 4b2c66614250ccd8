import Box from "@mui/material/Box";
import type { TimelineSpan } from "../lib/cloud-spans";
import { SPAN_COLOURS } from "../model/playback-messages";
import { fractionOf, type TimelineWindow } from "../model/timeline-window";

const place = (win: TimelineWindow, from: number, to: number) => ({ left: `${fractionOf(win, from) * 100}%`, width: `${(fractionOf(win, to) - fractionOf(win, from)) * 100}%` });

export interface TimelineSpansProps {
  win: TimelineWindow;
  segments: readonly TimelineSpan[];
  /** The selected clip (Unix s), drawn over the spans. */
  selection: { startTime: number; endTime: number; refused: boolean } | null;
  cursor: number;
  winIndex: number;
}

/** Inside the bar: the recorded spans in their type's colour, the clip selection and the playhead (decorative; pointer events go to the bar). */
export function TimelineSpans({ win, segments, selection, cursor, winIndex }: TimelineSpansProps) {
  return (
    <>
      {segments
        .filter((s) => s.endTime > win.from && s.startTime < win.to)
        .map((s) => (
          <Box key={`${s.startTime}-${s.type}`} data-span-type={s.type} sx={{ position: "absolute", top: 6, bottom: 6, ...place(win, s.startTime, s.endTime), bgcolor: SPAN_COLOURS[s.type] }} />
        ))}
      {selection && selection.endTime > win.from && selection.startTime < win.to && (
        <Box
          data-testid={`timeline-selection-${winIndex}`}
          data-start={selection.startTime}
          data-end={selection.endTime}
          sx={{ position: "absolute", top: 0, bottom: 0, ...place(win, selection.startTime, selection.endTime), pointerEvents: "none", border: 2, borderColor: selection.refused ? "error.main" : "primary.main", bgcolor: selection.refused ? "rgba(211,47,47,0.2)" : "rgba(25,118,210,0.25)" }}
        />
      )}
      <Box sx={{ position: "absolute", top: 0, bottom: 0, width: 2, bgcolor: "text.primary", left: `${fractionOf(win, cursor) * 100}%`, pointerEvents: "none" }} />
    </>
  );
}
