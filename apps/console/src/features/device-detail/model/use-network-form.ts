import { useState } from "react";
import { useSetDeviceConfigMutation } from "../api/set-device-config";
import { validateNetwork, type NetworkConfig, type NetworkErrors, type NetworkField } from "./network-form";

/** The network tab's form (spec §2 network; /config/device/set section network). */
export function useNetworkForm(sn: string, initial: NetworkConfig) {
  const [value, setValue] = useState<NetworkConfig>(initial);
  const [errors, setErrors] = useState<NetworkErrors>({});
  const save = useSetDeviceConfigMutation();
  const setField = (field: NetworkField, text: string) => {
    setValue((v) => ({ ...v, [field]: text }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setDhcp = (dhcp: boolean) => {
    setValue((v) => ({ ...v, dhcp }));
    if (dhcp) setErrors({});
  };
  const submit = () => {
    const found = validateNetwork(value);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const trimmed = { ...value, ip: value.ip.trim(), mask: value.mask.trim(), gateway: value.gateway.trim(), dns1: value.dns1.trim(), dns2: value.dns2.trim() };
    save.mutate({ sn, config: { section: "network", value: trimmed } });
  };
  return { value, errors, setField, setDhcp, submit, saving: save.isPending, saveError: save.error };
}
