import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { VmsEvent } from "@vms/api-client";
import type { ReactNode } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { EventClip } from "@/shared/video";
import { useEventVideo } from "../api/get-event-video";
import { groupLabels } from "../model/event-labels";
import { EventAttributes } from "./event-attributes";
import { eventTitle } from "./event-title";

export interface EventDetailDialogProps {
  event: VmsEvent | null;
  onClose: () => void;
  /** More actions on the event (the route adds Archive, issue 16). */
  renderActions?: ((event: VmsEvent) => ReactNode) | undefined;
}

/** An event's detail: the snapshot, the cropped target and every attribute. */
export function EventDetailDialog({ event, onClose, renderActions }: EventDetailDialogProps) {
  const { i18n, t } = useLingui();
  const detailOf = (sn: string, chl: number) => t`(SN ${sn}, channel ${chl})`;
  const video = useEventVideo(event?.eventId ?? null);
  return (
    <Dialog open={event !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="event-detail-title">
      {event && (
        <>
          <DialogTitle id="event-detail-title">{eventTitle(i18n, event)}</DialogTitle>
          <DialogContent>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
              {event.snapshotUrl && <Box component="img" src={event.snapshotUrl} alt={t`Snapshot`} data-testid="event-snapshot" sx={{ maxWidth: "100%", width: { sm: "65%" }, borderRadius: 1 }} />}
              {event.cropUrl && <Box component="img" src={event.cropUrl} alt={t`Target`} data-testid="event-crop" sx={{ maxHeight: 240, objectFit: "contain", borderRadius: 1 }} />}
            </Stack>
            <Typography variant="body2">{t`Time`}: {formatDateTime(event.occurredAt)}</Typography>
            <Typography variant="body2">{t`Camera`}: {event.channelName || event.sn} {detailOf(event.sn, event.chlIndex)}</Typography>
            <Typography variant="body2">{t`Site`}: {event.siteName}</Typography>
            <Typography variant="body2">{t`Event group`}: {i18n._(groupLabels[event.group])}</Typography>
            {event.plate && <Typography variant="body2">{t`Plate`}: {event.plate}</Typography>}
            <Box sx={{ mt: 1 }}>
              <EventAttributes event={event} />
            </Box>
            {video.data && (
              <Box data-testid="event-video" sx={{ mt: 2 }}>
                <EventClip clip={video.data} eventAtMs={event.occurredAt} />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            {renderActions?.(event)}
            <Button onClick={onClose}>{t`Close`}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
