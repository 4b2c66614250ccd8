import { useLingui } from "@lingui/react/macro";
import Badge from "@mui/material/Badge";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Alarm, AlarmKind } from "@vms/api-client";
import type { UserPermissions } from "@vms/permissions";
import { useState } from "react";
import { TablePager, usePagerState } from "@/shared/ui";
import { useUnreadCount } from "../api/get-unread-count";
import { useMarkAlarmsRead } from "../api/mark-alarms-read";
import { useAlarmSearch } from "../api/search-alarms";
import { kindLabels } from "../model/alarm-labels";
import { permittedAlarmKinds } from "../model/alarm-tabs";
import { AlarmDetailDialog } from "./alarm-detail-dialog";
import { AlarmList } from "./alarm-list";

type ReadState = "all" | "unread" | "read";

/** /alerts (spec §2): AI and device-health tabs per the user's codes, a read-state filter, mark read, mark all read. */
export function AlertsPage({ permissions }: { permissions: UserPermissions }) {
  const { i18n, t } = useLingui();
  const kinds = permittedAlarmKinds(permissions);
  const [kind, setKind] = useState<AlarmKind | undefined>(kinds[0]);
  const [readState, setReadState] = useState<ReadState>("all");
  const [openId, setOpenId] = useState<string | null>(null);
  const pager = usePagerState(20);
  const current = kind ?? "ai";
  const { data } = useAlarmSearch({ kind: current, readState, pageNum: pager.pageNum, pageSize: pager.pageSize });
  const { data: unread } = useUnreadCount(kinds.length > 0);
  const mark = useMarkAlarmsRead();
  const open = (alarm: Alarm) => {
    setOpenId(alarm.alarmId);
    if (!alarm.read) mark.mutate({ alarmIds: [alarm.alarmId] });
  };
  if (!kind) return <Typography>{t`You have no access to alarms.`}</Typography>;
  return (
    <Stack spacing={2}>
      <Tabs value={kind} onChange={(_, next: AlarmKind) => setKind(next)} aria-label={t`Alarm types`}>
        {kinds.map((k) => (
          <Tab
            key={k}
            value={k}
            data-testid={`alerts-tab-${k}`}
            label={
              <Badge color="error" badgeContent={unread?.[k] ?? 0} max={99} sx={{ pr: 1.5 }}>
                {i18n._(kindLabels[k])}
              </Badge>
            }
          />
        ))}
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <TextField select size="small" label={t`Status`} value={readState} onChange={(e) => setReadState(e.target.value as ReadState)} sx={{ minWidth: 160 }} data-testid="alerts-read-filter">
          <MenuItem value="all">{t`All`}</MenuItem>
          <MenuItem value="unread">{t`Unread`}</MenuItem>
          <MenuItem value="read">{t`Read`}</MenuItem>
        </TextField>
        <Button variant="outlined" disabled={!unread?.[kind]} onClick={() => mark.mutate({ all: true, kind })} data-testid="alerts-mark-all-read">
          {t`Mark all read`}
        </Button>
      </Stack>
      {data && data.list.length === 0 ? (
        <Typography color="text.secondary">{t`No alarms.`}</Typography>
      ) : (
        <AlarmList alarms={data?.list ?? []} onOpen={open} onMarkRead={(alarm) => mark.mutate({ alarmIds: [alarm.alarmId] })} />
      )}
      <TablePager total={data?.total ?? 0} {...pager} />
      <AlarmDetailDialog alarmId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
