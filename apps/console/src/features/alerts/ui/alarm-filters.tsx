import { useLingui } from "@lingui/react/macro";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { AlarmKind } from "@vms/api-client";
import type { ReactNode } from "react";
import { cameraLabels, useCameras } from "@/entities/channel";
import { eventTypeLabels } from "@/entities/event-labels";
import { useSiteChoices } from "@/entities/site";
import { DateRangeFields } from "@/shared/ui";
import { useAlarmRules } from "../api/get-alarm-rules";
import { alarmRangeProblem, alarmTypesOf, type AlarmFilterState } from "../model/alarm-filters";

export interface AlarmFiltersProps {
  kind: AlarmKind;
  value: AlarmFilterState;
  onChange: (value: AlarmFilterState) => void;
}

interface ChoiceProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** Called as the menu opens (to load its options again). */
  onOpen?: () => void;
  children: ReactNode;
}

function Choice({ label, value, onChange, testId, onOpen, children }: ChoiceProps) {
  const { t } = useLingui();
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 170 }} slotProps={{ select: { onOpen, SelectDisplayProps: { "data-testid": testId } as object } }}>
      <MenuItem value="">{t`All`}</MenuItem>
      {children}
    </TextField>
  );
}

/** Issue 28: the alerts' range, site, camera, rule (AI alarms) and type filters; a camera narrows its site. */
export function AlarmFilters({ kind, value, onChange }: AlarmFiltersProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<AlarmFilterState>) => onChange({ ...value, ...patch });
  const sites = useSiteChoices().data?.list ?? [];
  const cameras = (useCameras().data ?? []).filter((c) => !value.siteId || c.siteId === value.siteId);
  const rulesQuery = useAlarmRules(kind === "ai");
  const rules = rulesQuery.data ?? [];
  const labels = cameraLabels(cameras.map((c) => ({ key: `${c.sn}/${c.chlIndex}`, name: c.name || c.deviceName, siteName: c.siteName, deviceName: c.deviceName, sn: c.sn, chlIndex: c.chlIndex })));
  return (
    <>
      <DateRangeFields value={value} onChange={set} problem={alarmRangeProblem(value)} testIdPrefix="alerts-range" />
      <Choice label={t`Site`} value={value.siteId} onChange={(siteId) => set({ siteId, camera: "" })} testId="alerts-site-filter">
        {sites.map((s) => <MenuItem key={s.siteId} value={s.siteId}>{s.siteName}</MenuItem>)}
      </Choice>
      <Choice label={t`Camera`} value={value.camera} onChange={(camera) => set({ camera })} testId="alerts-camera-filter">
        {cameras.map((c) => <MenuItem key={`${c.sn}/${c.chlIndex}`} value={`${c.sn}/${c.chlIndex}`}>{labels.get(`${c.sn}/${c.chlIndex}`) ?? c.name}</MenuItem>)}
      </Choice>
      {kind === "ai" && (
        // The rules behind the alarms change as alarms arrive; a push missed (or a failed reload) must not hide one.
        <Choice label={t`Rule`} value={value.ruleId} onChange={(ruleId) => set({ ruleId })} testId="alerts-rule-filter" onOpen={() => void rulesQuery.refetch()}>
          {rules.map((r) => <MenuItem key={r.ruleId} value={r.ruleId}>{r.ruleName}</MenuItem>)}
        </Choice>
      )}
      <Choice label={t`Type`} value={value.eventType} onChange={(eventType) => set({ eventType: eventType as AlarmFilterState["eventType"] })} testId="alerts-type-filter">
        {alarmTypesOf(kind).map((type) => <MenuItem key={type} value={type}>{i18n._(eventTypeLabels[type])}</MenuItem>)}
      </Choice>
    </>
  );
}
