import { useLingui } from "@lingui/react/macro";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { ARCHIVE_STATES, type ArchiveState } from "@vms/api-client";
import { cameraLabels } from "@/entities/channel";
import { useArchiveConditions } from "../api/get-archives";
import { archiveStateLabels } from "../model/archive-labels";
import { cameraKey, type ArchiveFilterValue } from "../model/archive-query";
import { DateField } from "@/shared/ui";

export type { ArchiveFilterValue };

/** Spec §3 search info (/archives/conditions): title, status, site, camera and archived dates. */
export function ArchiveFilters({ value, onChange }: { value: ArchiveFilterValue; onChange: (next: ArchiveFilterValue) => void }) {
  const { t, i18n } = useLingui();
  const { data } = useArchiveConditions();
  const set = (patch: Partial<ArchiveFilterValue>) => onChange({ ...value, ...patch });
  const siteNames = new Map((data?.sites ?? []).map((s) => [s.siteId, s.siteName]));
  // Two cameras may share a name ("Parking 1" on two sites): the site tells them apart.
  const labels = cameraLabels((data?.cameras ?? []).map((c) => ({ key: cameraKey(c), name: c.chlName || cameraKey(c), siteName: siteNames.get(c.siteId) ?? "", sn: c.sn, chlIndex: c.chlIndex })));
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
      <TextField size="small" label={t`Archive title`} value={value.title} onChange={(e) => set({ title: e.target.value })} />
      <TextField size="small" select label={t`Status`} value={value.status} sx={{ minWidth: 140 }} onChange={(e) => set({ status: e.target.value as ArchiveState | "" })}>
        <MenuItem value="">{t`All`}</MenuItem>
        {ARCHIVE_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {i18n._(archiveStateLabels[s])}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" select label={t`Site`} value={value.siteId} sx={{ minWidth: 160 }} onChange={(e) => set({ siteId: e.target.value })}>
        <MenuItem value="">{t`All`}</MenuItem>
        {(data?.sites ?? []).map((s) => (
          <MenuItem key={s.siteId} value={s.siteId}>
            {s.siteName}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" select label={t`Camera`} value={value.camera} sx={{ minWidth: 160 }} onChange={(e) => set({ camera: e.target.value })}>
        <MenuItem value="">{t`All`}</MenuItem>
        {(data?.cameras ?? []).map((c) => (
          <MenuItem key={cameraKey(c)} value={cameraKey(c)}>
            {labels.get(cameraKey(c)) ?? cameraKey(c)}
          </MenuItem>
        ))}
      </TextField>
      <DateField size="small" label={t`Archived from`} value={value.from} onChange={(from) => set({ from })} />
      <DateField size="small" label={t`Archived to`} value={value.to} onChange={(to) => set({ to })} />
    </Stack>
  );
}
