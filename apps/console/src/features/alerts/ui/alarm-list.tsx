import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Alarm } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { alarmTitle } from "../model/alarm-labels";

export interface AlarmListProps {
  alarms: Alarm[];
  onOpen: (alarm: Alarm) => void;
  onMarkRead: (alarm: Alarm) => void;
}

/** One tab's alarms with their snapshots (issue 28); a row opens the detail (click or Enter); unread rows are bold with a chip. */
export function AlarmList({ alarms, onOpen, onMarkRead }: AlarmListProps) {
  const { i18n, t } = useLingui();
  return (
    <Table size="small" aria-label={t`Alarms`}>
      <TableHead>
        <TableRow>
          <TableCell>{t`Snapshot`}</TableCell>
          <TableCell>{t`Time`}</TableCell>
          <TableCell>{t`Alarm`}</TableCell>
          <TableCell>{t`Camera`}</TableCell>
          <TableCell>{t`Site`}</TableCell>
          <TableCell>{t`Plate`}</TableCell>
          <TableCell>{t`Status`}</TableCell>
          <TableCell>{t`Actions`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {alarms.map((alarm) => (
          <TableRow
            key={alarm.alarmId}
            hover
            tabIndex={0}
            data-testid="alarm-row"
            data-read={alarm.read}
            sx={{ cursor: "pointer", "& td": { fontWeight: alarm.read ? 400 : 600 } }}
            onClick={() => onOpen(alarm)}
            onKeyDown={(e) => e.key === "Enter" && e.target === e.currentTarget && onOpen(alarm)}
          >
            <TableCell sx={{ width: 96, py: 0.5 }}>
              {alarm.snapshotUrl && <Box component="img" src={alarm.snapshotUrl} alt={t`Snapshot`} loading="lazy" data-testid="alarm-thumbnail" sx={{ width: 80, height: 45, objectFit: "cover", borderRadius: 0.5, display: "block" }} />}
            </TableCell>
            <TableCell>{formatDateTime(alarm.occurredAt)}</TableCell>
            <TableCell>{alarmTitle(i18n, alarm)}</TableCell>
            <TableCell>{alarm.channelName || alarm.sn}</TableCell>
            <TableCell>{alarm.siteName}</TableCell>
            <TableCell>{alarm.plate ?? ""}</TableCell>
            <TableCell>{alarm.read ? t`Read` : <Chip size="small" color="error" label={t`Unread`} />}</TableCell>
            <TableCell onClick={(e) => e.stopPropagation()}>
              {!alarm.read && (
                <Button size="small" onClick={() => onMarkRead(alarm)} data-testid="alarm-mark-read">
                  {t`Mark read`}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
