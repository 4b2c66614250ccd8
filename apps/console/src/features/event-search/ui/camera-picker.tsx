import { useLingui } from "@lingui/react/macro";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { Channel } from "@vms/api-client";
import { useMemo } from "react";
import { cameraLabels } from "@/entities/channel";
import { useCameras } from "../api/get-cameras";
import type { CameraRef } from "../model/event-filters";

export interface CameraPickerProps {
  /** Only the cameras of this site (null: every visible site). */
  siteId: string | null;
  value: CameraRef[];
  onChange: (value: CameraRef[]) => void;
}

const same = (a: CameraRef, b: CameraRef) => a.sn === b.sn && a.chlIndex === b.chlIndex;

/** Picks cameras (channels) of the visible sites, searchable by name (spec §2 camera picker). */
export function CameraPicker({ siteId, value, onChange }: CameraPickerProps) {
  const { t } = useLingui();
  const { data, isPending } = useCameras();
  const options = useMemo(() => (data ?? []).filter((c) => !siteId || c.siteId === siteId), [data, siteId]);
  const selected = options.filter((c) => value.some((v) => same(v, c)));
  const labels = useMemo(() => cameraLabels((data ?? []).map((c) => ({ key: `${c.sn}/${c.chlIndex}`, name: c.name || c.deviceName, siteName: c.siteName, deviceName: c.deviceName, sn: c.sn, chlIndex: c.chlIndex }))), [data]);
  return (
    <Autocomplete<Channel, true>
      multiple
      size="small"
      sx={{ minWidth: 260 }}
      options={options}
      value={selected}
      loading={isPending}
      loadingText={t`Loading`}
      noOptionsText={t`No cameras`}
      limitTags={2}
      onChange={(_event, cameras) => onChange(cameras.map(({ sn, chlIndex }) => ({ sn, chlIndex })))}
      getOptionLabel={(c) => labels.get(`${c.sn}/${c.chlIndex}`) ?? c.name}
      getOptionKey={(c) => `${c.sn}/${c.chlIndex}`}
      isOptionEqualToValue={same}
      data-testid="filter-cameras"
      renderInput={(params) => <TextField {...params} label={t`Cameras`} />}
    />
  );
}
