import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import type { VmsEvent } from "@vms/api-client";
import { eventColour, eventName } from "../model/event-name";
import { clockText } from "../model/timeline-window";

export interface TimelineEventListProps {
  winIndex: number;
  /** Newest first, as the search answers. */
  events: readonly VmsEvent[];
  loading: boolean;
  onSeek: (wallMs: number) => void;
}

/** The range's events beside the timeline (issue 31): a click (or Enter) on one seeks the window to it. */
export function TimelineEventList({ winIndex, events, loading, onSeek }: TimelineEventListProps) {
  const { t, i18n } = useLingui();
  return (
    <Box component="section" aria-label={t`Events of window ${winIndex}`} sx={{ flex: "0 1 240px", minWidth: 180, maxHeight: 200, overflowY: "auto" }}>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {loading ? t`Loading events…` : t`No events in this range.`}
        </Typography>
      ) : (
        <List dense disablePadding>
          {events.map((event) => (
            <ListItem key={event.eventId} disablePadding>
              <ListItemButton onClick={() => onSeek(event.occurredAt)} data-testid="timeline-event" data-occurred-at={event.occurredAt} sx={{ gap: 1, py: 0.25 }}>
                <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: "50%", flexShrink: 0, bgcolor: eventColour(event) }} />
                {event.snapshotUrl && <Box component="img" src={event.snapshotUrl} alt="" loading="lazy" sx={{ width: 48, height: 27, objectFit: "cover", flexShrink: 0 }} />}
                <Box component="span" sx={{ fontSize: 12 }}>
                  <Box component="span" sx={{ fontFamily: "monospace", mr: 0.5 }}>
                    {clockText(event.occurredAt)}
                  </Box>
                  {eventName(i18n, event)}
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
