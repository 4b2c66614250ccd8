import { useLingui } from "@lingui/react/macro";
import Badge from "@mui/material/Badge";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Alarm, AlarmDetail, AlarmKind } from "@vms/api-client";
import type { UserPermissions } from "@vms/permissions";
import { useEffect, useState, type ReactNode } from "react";
import { TablePager, usePagerState } from "@/shared/ui";
import { useUnreadCount } from "../api/get-unread-count";
import { useMarkAlarmsRead } from "../api/mark-alarms-read";
import { ALARMS_PAGE_SIZE, useAlarmSearch } from "../api/search-alarms";
import { NO_ALARM_FILTERS, toAlarmFilter } from "../model/alarm-filters";
import { kindLabels } from "../model/alarm-labels";
import { permittedAlarmKinds } from "../model/alarm-tabs";
import { AlarmDetailDialog } from "./alarm-detail-dialog";
import { AlarmFilters } from "./alarm-filters";
import { AlarmList } from "./alarm-list";

type ReadState = "all" | "unread" | "read";

export interface AlertsPageProps {
  permissions: UserPermissions;
  /** More actions in an alarm's detail (the route adds Archive and Playback, issue 28). */
  renderAlarmActions?: ((alarm: AlarmDetail) => ReactNode) | undefined;
  /** An alarm to show at once (the link of an alarm mail, issue 28). */
  openAlarmId?: string | undefined;
}

/**
 * /alerts (spec §2): AI and device-health tabs per the user's codes, read-state, range, site, camera,
 * rule and type filters (issue 28), mark read, mark all read.
 */
export function AlertsPage({ permissions, renderAlarmActions, openAlarmId }: AlertsPageProps) {
  const { i18n, t } = useLingui();
  const kinds = permittedAlarmKinds(permissions);
  const [kind, setKind] = useState<AlarmKind | undefined>(kinds[0]);
  const [readState, setReadState] = useState<ReadState>("all");
  const [filters, setFilters] = useState(NO_ALARM_FILTERS);
  const [openId, setOpenId] = useState<string | null>(openAlarmId ?? null);
  const pager = usePagerState(ALARMS_PAGE_SIZE);
  const current = kind ?? "ai";
  const { data } = useAlarmSearch({ kind: current, readState, ...toAlarmFilter(filters), pageNum: pager.pageNum, pageSize: pager.pageSize });
  const filter = (next: typeof filters) => {
    setFilters(next);
    pager.onPageNumChange(1);
  };
  const { data: unread } = useUnreadCount(kinds.length > 0);
  const mark = useMarkAlarmsRead();
  // Opened from a mail's link: reading it there is reading it (as a click on its row).
  const { mutate } = mark;
  useEffect(() => {
    if (openAlarmId) mutate({ alarmIds: [openAlarmId] });
  }, [openAlarmId, mutate]);
  const open = (alarm: Alarm) => {
    setOpenId(alarm.alarmId);
    if (!alarm.read) mark.mutate({ alarmIds: [alarm.alarmId] });
  };
  if (!kind) return <Typography>{t`You have no access to alarms.`}</Typography>;
  return (
    <Stack spacing={2}>
      <Tabs value={kind} onChange={(_, next: AlarmKind) => {
        setKind(next);
        filter({ ...filters, ruleId: "", eventType: "" });
      }} aria-label={t`Alarm types`}>
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
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "flex-start", flexWrap: "wrap" }} role="search" aria-label={t`Alarm filters`}>
        <TextField select size="small" label={t`Status`} value={readState} onChange={(e) => {
          setReadState(e.target.value as ReadState);
          pager.onPageNumChange(1);
        }} sx={{ minWidth: 160 }} data-testid="alerts-read-filter">
          <MenuItem value="all">{t`All`}</MenuItem>
          <MenuItem value="unread">{t`Unread`}</MenuItem>
          <MenuItem value="read">{t`Read`}</MenuItem>
        </TextField>
        <AlarmFilters kind={kind} value={filters} onChange={filter} />
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
      <AlarmDetailDialog alarmId={openId} onClose={() => setOpenId(null)} renderActions={renderAlarmActions} />
    </Stack>
  );
}
