import { useLingui } from "@lingui/react/macro";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { VmsEvent } from "@vms/api-client";
import { attributeLabel, attributeValueLabel } from "../model/event-labels";

/** An event's attributes as "name: value" chips. */
export function EventAttributes({ event, max }: { event: VmsEvent; max?: number }) {
  const { i18n } = useLingui();
  const entries = Object.entries(event.attributes).slice(0, max);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {entries.map(([key, value]) => (
        <Chip key={key} size="small" variant="outlined" label={`${attributeLabel(i18n, key)}: ${attributeValueLabel(i18n, key, value)}`} />
      ))}
    </Stack>
  );
}
