import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import CardMedia from "@mui/material/CardMedia";
import Typography from "@mui/material/Typography";
import type { VmsEvent } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { eventTitle } from "./event-title";

export interface EventGridProps {
  events: VmsEvent[];
  onOpen: (event: VmsEvent) => void;
}

/** Results as image cards: the target crop (or the snapshot), what, where and when. */
export function EventGrid({ events, onOpen }: EventGridProps) {
  const { i18n, t } = useLingui();
  return (
    <Box component="ul" aria-label={t`Events`} sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 2, p: 2, m: 0, listStyle: "none" }}>
      {events.map((event) => (
        <li key={event.eventId}>
          <Card variant="outlined" data-testid="event-card">
            <CardActionArea onClick={() => onOpen(event)}>
              {(event.cropUrl ?? event.snapshotUrl) ? (
                <CardMedia component="img" height="140" image={event.cropUrl ?? event.snapshotUrl ?? undefined} alt={eventTitle(i18n, event)} sx={{ objectFit: "contain", bgcolor: "action.hover" }} />
              ) : (
                <Box sx={{ height: 140, bgcolor: "action.hover", display: "grid", placeItems: "center" }}>
                  <Typography variant="caption">{t`No image`}</Typography>
                </Box>
              )}
              <CardContent sx={{ py: 1 }}>
                <Typography variant="subtitle2" component="p">{eventTitle(i18n, event)}</Typography>
                <Typography variant="body2" color="text.secondary">{event.channelName || event.sn} · {event.siteName}</Typography>
                <Typography variant="body2" color="text.secondary">{formatDateTime(event.occurredAt)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
