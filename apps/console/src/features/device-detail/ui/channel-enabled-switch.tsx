import { useLingui } from "@lingui/react/macro";
import Switch from "@mui/material/Switch";
import { memo } from "react";

export interface ChannelEnabledSwitchProps {
  chlIndex: number;
  name: string;
  enabled: boolean;
  /** The value asked for while /channel/open or /channel/close runs. */
  pendingValue: boolean | undefined;
  /** SITE_ADMIN on the device's site; others see the state only. */
  canManage: boolean;
  onToggle: (chlIndex: number, enabled: boolean) => void;
}

/** A channel's enabled switch (spec §3 Channel enabled status). */
export const ChannelEnabledSwitch = memo(function ChannelEnabledSwitch({ chlIndex, name, enabled, pendingValue, canManage, onToggle }: ChannelEnabledSwitchProps) {
  const { t } = useLingui();
  const busy = pendingValue !== undefined;
  return (
    <Switch
      size="small"
      checked={busy ? pendingValue : enabled}
      disabled={!canManage || busy}
      onChange={(event) => onToggle(chlIndex, event.target.checked)}
      slotProps={{ input: { "aria-label": t`Enabled: ${name}`, ...({ "data-testid": `channel-enabled-${chlIndex}` } as object) } }}
    />
  );
});
