import { useLingui } from "@lingui/react/macro";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import { useId } from "react";
import type { ChannelPlanRow } from "../api/get-channel-plans";

/** A channel as the buy page names it: its key and words. */
type ChannelKey = { sn: string; chlIndex: number };
export const channelKey = (c: ChannelKey) => `${c.sn}/${c.chlIndex}`;

export interface ChannelChecklistProps {
  channels: readonly ChannelPlanRow[];
  /** The channel the page was opened for: always bought. */
  fixed: ChannelKey;
  /** Keys (channelKey) of the other channels ticked. */
  value: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** Issue 28: the channels one order buys the package for (the page's own channel and any others ticked). */
export function ChannelChecklist({ channels, fixed, value, onChange }: ChannelChecklistProps) {
  const { t } = useLingui();
  const labelId = useId();
  const toggle = (key: string, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend">{t`Channels`}</FormLabel>
      {/* An organization may have hundreds of channels: the list scrolls instead of pushing the Buy button away. */}
      <FormGroup aria-labelledby={labelId} data-testid="cloud-channels" sx={{ maxHeight: 280, overflowY: "auto", flexWrap: "nowrap" }}>
        {channels.map((c) => {
          const key = channelKey(c);
          const own = key === channelKey(fixed);
          return (
            <FormControlLabel
              key={key}
              data-testid="cloud-channel-option"
              data-sn={c.sn}
              data-chl={c.chlIndex}
              control={<Checkbox checked={own || value.has(key)} disabled={own} onChange={(e) => toggle(key, e.target.checked)} />}
              label={`${c.chlName} · ${c.devName} · ${c.siteName}`}
            />
          );
        })}
      </FormGroup>
    </FormControl>
  );
}
