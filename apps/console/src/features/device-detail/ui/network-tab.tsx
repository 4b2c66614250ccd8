import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import type { FormEvent } from "react";
import { useDeviceConfig } from "../api/get-device-config";
import type { NetworkConfig, NetworkField } from "../model/network-form";
import { useNetworkForm } from "../model/use-network-form";
import { ApiErrorAlert } from "./api-error-alert";
import { DetailField } from "./detail-field";

export interface NetworkTabProps {
  sn: string;
  canManage: boolean;
}

/** The device's IPv4 settings: DHCP or a static address (spec §2 network). */
export function NetworkTab({ sn, canManage }: NetworkTabProps) {
  const { data, isPending, error } = useDeviceConfig(sn, "network");
  if (isPending) return <LinearProgress />;
  if (error || !data) return <ApiErrorAlert error={error} />;
  return <NetworkForm key={JSON.stringify(data)} sn={sn} initial={data} canManage={canManage} />;
}

function NetworkForm({ sn, initial, canManage }: { sn: string; initial: NetworkConfig; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const form = useNetworkForm(sn, initial);
  const labels: Record<NetworkField, string> = { ip: t`IP address`, mask: t`Subnet mask`, gateway: t`Gateway`, dns1: t`Preferred DNS`, dns2: t`Alternate DNS` };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t`Network`} data-testid="network-tab">
      <FormControlLabel
        control={<Switch checked={form.value.dhcp} onChange={(event) => form.setDhcp(event.target.checked)} disabled={!canManage} slotProps={{ input: { "aria-label": t`DHCP` } }} />}
        label={t`Obtain an address automatically (DHCP)`}
      />
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 2 }}>
        {(Object.keys(labels) as NetworkField[]).map((field) => {
          const error = form.errors[field];
          return (
            <TextField
              key={field}
              name={field}
              label={labels[field]}
              value={form.value[field]}
              onChange={(event) => form.setField(field, event.target.value)}
              disabled={!canManage || form.value.dhcp}
              error={Boolean(error)}
              helperText={error ? i18n._(error) : " "}
              slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": `network-${field}` } }}
            />
          );
        })}
      </Box>
      {initial.mac && <DetailField label={t`MAC address`}>{initial.mac}</DetailField>}
      <ApiErrorAlert error={form.saveError} />
      {canManage && (
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={form.saving} data-testid="network-save">
            {t`Save network`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
