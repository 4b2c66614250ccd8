import { useLingui } from "@lingui/react/macro";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { VmsEvent } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { EventAttributes } from "./event-attributes";
import { eventTitle } from "./event-title";

export interface EventListProps {
  events: VmsEvent[];
  onOpen: (event: VmsEvent) => void;
}

/** Results as a table; a row opens the event's detail (click or Enter). */
export function EventList({ events, onOpen }: EventListProps) {
  const { i18n, t } = useLingui();
  return (
    <Table size="small" aria-label={t`Events`}>
      <TableHead>
        <TableRow>
          <TableCell>{t`Time`}</TableCell>
          <TableCell>{t`Event`}</TableCell>
          <TableCell>{t`Camera`}</TableCell>
          <TableCell>{t`Site`}</TableCell>
          <TableCell>{t`Plate`}</TableCell>
          <TableCell>{t`Attributes`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {events.map((event) => (
          <TableRow
            key={event.eventId}
            hover
            tabIndex={0}
            sx={{ cursor: "pointer" }}
            onClick={() => onOpen(event)}
            onKeyDown={(e) => e.key === "Enter" && onOpen(event)}
            data-testid="event-row"
          >
            <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(event.occurredAt)}</TableCell>
            <TableCell>{eventTitle(i18n, event)}</TableCell>
            <TableCell>{event.channelName || event.sn}</TableCell>
            <TableCell>{event.siteName}</TableCell>
            <TableCell>{event.plate ?? ""}</TableCell>
            <TableCell>
              <EventAttributes event={event} max={4} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
