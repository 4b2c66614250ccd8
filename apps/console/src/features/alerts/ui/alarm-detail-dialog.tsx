import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { AlarmDetail } from "@vms/api-client";
import type { ReactNode } from "react";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { EventClip } from "@/shared/video";
import { useAlarmDetail } from "../api/get-alarm-detail";
import { alarmTitle } from "../model/alarm-labels";

export interface AlarmDetailDialogProps {
  alarmId: string | null;
  onClose: () => void;
  /** More actions on an alarm with a recording (the route adds Archive and Playback, issue 28). */
  renderActions?: ((alarm: AlarmDetail) => ReactNode) | undefined;
}

/** An alarm's detail (spec §2 Alerts): its images, where and when, and the recording window around it. */
export function AlarmDetailDialog({ alarmId, onClose, renderActions }: AlarmDetailDialogProps) {
  const { i18n, t } = useLingui();
  const { data: alarm } = useAlarmDetail(alarmId);
  return (
    <Dialog open={alarmId !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="alarm-detail-title">
      <DialogTitle id="alarm-detail-title">{alarm ? alarmTitle(i18n, alarm) : t`Alarm`}</DialogTitle>
      <DialogContent>
        {alarm && (
          <>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
              {alarm.snapshotUrl && <Box component="img" src={alarm.snapshotUrl} alt={t`Snapshot`} data-testid="alarm-snapshot" sx={{ maxWidth: "100%", width: { sm: "65%" }, borderRadius: 1 }} />}
              {alarm.cropUrl && <Box component="img" src={alarm.cropUrl} alt={t`Target`} sx={{ maxHeight: 240, objectFit: "contain", borderRadius: 1 }} />}
            </Stack>
            <Typography variant="body2">{t`Time`}: {formatDateTime(alarm.occurredAt)}</Typography>
            <Typography variant="body2">{t`Camera`}: {t`${alarm.channelName || alarm.sn} (SN ${alarm.sn})`}</Typography>
            <Typography variant="body2">{t`Site`}: {alarm.siteName}</Typography>
            {alarm.plate && <Typography variant="body2">{t`Plate`}: {alarm.plate}</Typography>}
            {alarm.video && (
              <Box data-testid="alarm-video" sx={{ mt: 2 }}>
                <Typography variant="body2">
                  {t`Recording`}: {formatDateTime(alarm.video.startTime)} – {formatDateTime(alarm.video.endTime)}
                </Typography>
                <EventClip clip={alarm.video} eventAtMs={alarm.occurredAt} />
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {alarm?.video && renderActions?.(alarm)}
        <Button onClick={onClose}>{t`Close`}</Button>
      </DialogActions>
    </Dialog>
  );
}
