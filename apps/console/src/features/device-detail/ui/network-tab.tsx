import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { fieldErrors, useAppForm, submitForm } from "@/shared/ui";
import { useDeviceConfig } from "../api/get-device-config";
import { useSetDeviceConfigMutation } from "../api/set-device-config";
import { trimNetwork, validateNetwork, type NetworkConfig, type NetworkField } from "../model/network-form";
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
  const { t } = useLingui();
  const save = useSetDeviceConfigMutation();
  const form = useAppForm({
    defaultValues: initial,
    validators: { onSubmit: ({ value }) => fieldErrors(validateNetwork(value)) },
    onSubmit: ({ value }) => save.mutate({ sn, config: { section: "network", value: trimNetwork(value) } }),
  });
  const labels: Record<NetworkField, string> = { ip: t`IP address`, mask: t`Subnet mask`, gateway: t`Gateway`, dns1: t`Preferred DNS`, dns2: t`Alternate DNS` };
  // With DHCP the device takes its address itself: the address fields' messages go.
  const clearAddressErrors = () => (Object.keys(labels) as NetworkField[]).forEach((field) => form.setFieldMeta(field, (meta) => ({ ...meta, errorMap: {} })));
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submitForm(form)}
      spacing={2}
      aria-label={t`Network`}
      data-testid="network-tab"
    >
      <form.Field name="dhcp">
        {(field) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.state.value}
                onChange={(event) => {
                  field.handleChange(event.target.checked);
                  if (event.target.checked) clearAddressErrors();
                }}
                disabled={!canManage}
                slotProps={{ input: { "aria-label": t`DHCP` } }}
              />
            }
            label={t`Obtain an address automatically (DHCP)`}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.dhcp}>
        {(dhcp) => (
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))", gap: 2 }}>
            {(Object.keys(labels) as NetworkField[]).map((name) => (
              <form.AppField key={name} name={name}>
                {(field) => (
                  <field.TextField
                    label={labels[name]}
                    disabled={!canManage || dhcp}
                    helperText=" "
                    slotProps={{ htmlInput: { inputMode: "decimal", "data-testid": `network-${name}` } }}
                  />
                )}
              </form.AppField>
            ))}
          </Box>
        )}
      </form.Subscribe>
      {initial.mac && <DetailField label={t`MAC address`}>{initial.mac}</DetailField>}
      <ApiErrorAlert error={save.error} />
      {canManage && (
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={save.isPending} data-testid="network-save">
            {t`Save network`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
