import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import type { VmsEvent } from "@vms/api-client";
import { useState } from "react";
import { eventColour, eventName } from "../model/event-name";
import { nearestEvent, placeMarkers } from "../model/event-markers";
import { clockText, fractionOf, type TimelineWindow } from "../model/timeline-window";

export interface TimelineMarkersProps {
  win: TimelineWindow;
  events: readonly VmsEvent[];
  /** The time under the pointer on the bar (Unix s), for the scrub thumbnail; null when not hovering. */
  hoverTime: number | null;
  onSeek: (wallMs: number) => void;
  winIndex: number;
}

/** A floating preview: the event's snapshot with its name and time. */
function Thumbnail({ event, fraction }: { event: VmsEvent; fraction: number }) {
  const { i18n } = useLingui();
  return (
    <Paper elevation={4} data-testid="timeline-thumbnail" sx={{ position: "absolute", bottom: "100%", left: `${fraction * 100}%`, transform: `translateX(-${fraction * 100}%)`, zIndex: 2, p: 0.5, pointerEvents: "none", width: 160 }}>
      {event.snapshotUrl && <Box component="img" src={event.snapshotUrl} alt="" sx={{ display: "block", width: "100%", aspectRatio: "16 / 9", objectFit: "cover" }} />}
      <Box sx={{ fontSize: 11 }}>{`${clockText(event.occurredAt)} · ${eventName(i18n, event)}`}</Box>
    </Paper>
  );
}

/**
 * The events above the bar, each a mark in its type's colour; hovering one (or scrubbing near one)
 * shows its snapshot, a click seeks to it. The marks are out of the tab order: the event list
 * beside the timeline is the keyboard way to the same events.
 */
export function TimelineMarkers({ win, events, hoverTime, onSeek, winIndex }: TimelineMarkersProps) {
  const { t, i18n } = useLingui();
  const [hovered, setHovered] = useState<VmsEvent | null>(null);
  const markers = placeMarkers(events, win);
  // Scrubbing: the snapshot of the event nearest the pointer, within 2 % of the visible span.
  const scrubbed = hoverTime === null ? null : nearestEvent(events, hoverTime, (win.to - win.from) / 50);
  const shown = hovered ?? scrubbed;
  return (
    <Box data-testid={`timeline-markers-${winIndex}`} sx={{ position: "relative", height: 14 }}>
      {markers.map(({ event, fraction }) => (
        <Box
          key={event.eventId}
          component="button"
          type="button"
          tabIndex={-1}
          aria-label={t`${eventName(i18n, event)} at ${clockText(event.occurredAt)}`}
          data-testid="timeline-marker"
          data-event-type={event.eventType}
          data-occurred-at={event.occurredAt}
          onClick={() => onSeek(event.occurredAt)}
          onMouseEnter={() => setHovered(event)}
          onMouseLeave={() => setHovered(null)}
          sx={{ position: "absolute", top: 0, left: `${fraction * 100}%`, transform: "translateX(-50%)", width: 10, height: 14, p: 0, border: 0, cursor: "pointer", bgcolor: eventColour(event), clipPath: "polygon(0 0, 100% 0, 50% 100%)" }}
        />
      ))}
      {shown && <Thumbnail event={shown} fraction={fractionOf(win, shown.occurredAt / 1000)} />}
    </Box>
  );
}
