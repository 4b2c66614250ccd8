import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Channel, VsOutput } from "@vms/api-client";
import { useState } from "react";
import { useCameras } from "@/entities/channel";
import { useDeviceConfig } from "../api/get-device-config";
import { useSaveVsOutputsMutation } from "../api/save-vs-outputs";
import { ApiErrorAlert } from "./api-error-alert";
import { OutputCard } from "./output-card";

export interface OutputsTabProps {
  sn: string;
  canManage: boolean;
}

/**
 * What each of a viewing station's two outputs shows (spec §3 vs_view, §9 two outputs, default
 * 1920x1080): read from the station, changed by site administrators, sent back to the station.
 */
export function OutputsTab({ sn, canManage }: OutputsTabProps) {
  const config = useDeviceConfig(sn, "vsOutputs");
  const cameras = useCameras();
  if (config.isPending || cameras.isPending) return <LinearProgress />;
  const error = config.error ?? cameras.error;
  if (error || !config.data || !cameras.data) return <ApiErrorAlert error={error} />;
  const channels = cameras.data.filter((c) => c.enabled);
  return <OutputsForm key={JSON.stringify(config.data)} sn={sn} initial={config.data.outputs} channels={channels} canManage={canManage} />;
}

function OutputsForm({ sn, initial, channels, canManage }: { sn: string; initial: VsOutput[]; channels: Channel[]; canManage: boolean }) {
  const { t } = useLingui();
  const [outputs, setOutputs] = useState(initial);
  const save = useSaveVsOutputsMutation(sn);
  const changed = JSON.stringify(outputs) !== JSON.stringify(initial);
  return (
    <Stack spacing={2} data-testid="outputs-tab">
      {outputs.map((output) => (
        <OutputCard key={output.voId} output={output} channels={channels} disabled={!canManage || save.isPending}
          onChange={(next) => setOutputs(outputs.map((o) => (o.voId === next.voId ? next : o)))} />
      ))}
      {save.error && <ApiErrorAlert error={save.error} />}
      {canManage ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={!changed || save.isPending} onClick={() => save.mutate(outputs)} data-testid="outputs-save">
            {t`Send to the station`}
          </Button>
          <Button disabled={!changed || save.isPending} onClick={() => setOutputs(initial)}>
            {t`Undo changes`}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">{t`Only site administrators can change these settings.`}</Typography>
      )}
    </Stack>
  );
}
