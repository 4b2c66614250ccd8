import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useFrequentEventMutations, useFrequentEvents } from "../api/frequent-events";
import type { EventFilterState } from "../model/event-filters";
import { applyFrequentValue, toFrequentValue } from "../model/frequent-events";

export interface FrequentEventsProps {
  value: EventFilterState;
  /** Applies a saved search's filters (and searches). */
  onApply: (state: EventFilterState) => void;
}

/** Saved "frequent events" searches as chips (click applies, delete removes) and a field to save the current filters. */
export function FrequentEvents({ value, onApply }: FrequentEventsProps) {
  const { t } = useLingui();
  const { data } = useFrequentEvents();
  const { save, remove } = useFrequentEventMutations();
  const [name, setName] = useState("");
  const submit = () => {
    const configName = name.trim();
    if (!configName) return;
    save.mutate({ configName, configValue: toFrequentValue(value) }, { onSuccess: () => setName("") });
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }} data-testid="frequent-events">
      {(data?.list ?? []).map((config) => (
        <Chip
          key={config.id}
          label={config.configName}
          onClick={() => {
            const next = applyFrequentValue(config.configValue, value);
            if (next) onApply(next);
          }}
          onDelete={() => remove.mutate(config.id)}
          data-testid="frequent-event"
        />
      ))}
      <TextField
        size="small"
        label={t`Frequent search name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === "Enter" && submit()}
        slotProps={{ htmlInput: { maxLength: 32 } }}
        data-testid="frequent-event-name"
      />
      <Button size="small" onClick={submit} disabled={!name.trim() || save.isPending} data-testid="frequent-event-save">
        {t`Save as frequent`}
      </Button>
    </Stack>
  );
}
