import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { TIME_ZONES } from "@vms/api-client";
import { useState } from "react";
import { useDeviceConfig, type ConfigValueOf } from "../api/get-device-config";
import { useSetDeviceConfigMutation } from "../api/set-device-config";
import { ApiErrorAlert } from "./api-error-alert";
import { LanguageSelect } from "./language-select";
import { timeZoneIdOf, TimeZoneSelect } from "./time-zone-select";

export interface LanguageTimeTabProps {
  sn: string;
  canManage: boolean;
}

/** The device's display language and time zone, read from and written to the device (spec §2, §5, §9). */
export function LanguageTimeTab({ sn, canManage }: LanguageTimeTabProps) {
  const { t } = useLingui();
  const language = useDeviceConfig(sn, "language");
  const timeZone = useDeviceConfig(sn, "timeZone");
  if (language.isPending || timeZone.isPending) return <LinearProgress />;
  const error = language.error ?? timeZone.error;
  if (error || !language.data || !timeZone.data) return <ApiErrorAlert error={error} />;
  return (
    <Stack spacing={3} data-testid="language-time-tab">
      <LanguageForm sn={sn} initial={language.data} canManage={canManage} />
      <TimeZoneForm sn={sn} initial={timeZone.data} canManage={canManage} />
      {!canManage && <Typography variant="body2" color="text.secondary">{t`Only site administrators can change these settings.`}</Typography>}
    </Stack>
  );
}

function LanguageForm({ sn, initial, canManage }: { sn: string; initial: ConfigValueOf<"language">; canManage: boolean }) {
  const { t } = useLingui();
  const [code, setCode] = useState(initial.language);
  const save = useSetDeviceConfigMutation();
  return (
    <Stack spacing={1}>
      <LanguageSelect value={code} onChange={setCode} label={t`Display language`} disabled={!canManage} />
      <ApiErrorAlert error={save.error} />
      {canManage && (
        <Stack direction="row">
          <Button variant="contained" loading={save.isPending} disabled={code === initial.language} onClick={() => save.mutate({ sn, config: { section: "language", value: { language: code } } })} data-testid="language-save">
            {t`Save language`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function TimeZoneForm({ sn, initial, canManage }: { sn: string; initial: ConfigValueOf<"timeZone">; canManage: boolean }) {
  const { t } = useLingui();
  const [id, setId] = useState(() => timeZoneIdOf(initial.timeZone));
  const [dst, setDst] = useState(initial.dst);
  const save = useSetDeviceConfigMutation();
  const gmt = TIME_ZONES.find((tz) => tz.id === id)?.gmt;
  const changed = gmt !== initial.timeZone || dst !== initial.dst;
  return (
    <Stack spacing={1}>
      <TimeZoneSelect value={id} onChange={setId} label={t`Time zone`} disabled={!canManage} />
      <FormControlLabel control={<Switch checked={dst} onChange={(event) => setDst(event.target.checked)} disabled={!canManage} />} label={t`Daylight saving time`} />
      <ApiErrorAlert error={save.error} />
      {canManage && (
        <Stack direction="row">
          <Button variant="contained" loading={save.isPending} disabled={!gmt || !changed} onClick={() => gmt && save.mutate({ sn, config: { section: "timeZone", value: { timeZone: gmt, dst } } })} data-testid="time-zone-save">
            {t`Save time zone`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
