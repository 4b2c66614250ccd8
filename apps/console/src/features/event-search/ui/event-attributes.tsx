import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { VmsEvent } from "@vms/api-client";
import { useVocabulary } from "@/entities/event-labels";

/** An event's attributes as "name: value" chips. */
export function EventAttributes({ event, max }: { event: VmsEvent; max?: number }) {
  const vocabulary = useVocabulary();
  const entries = Object.entries(event.attributes).slice(0, max);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {entries.map(([key, value]) => (
        <Chip key={key} size="small" variant="outlined" label={`${vocabulary.attributeName(key)}: ${vocabulary.valueName(key, value)}`} />
      ))}
    </Stack>
  );
}
