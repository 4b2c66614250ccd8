import { useLingui } from "@lingui/react/macro";
import DeleteIcon from "@mui/icons-material/Delete";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { Preset } from "../api/get-presets";
import type { StopDraft } from "../model/cruise-form";
import { PTZ_LIMITS } from "../model/ptz-limits";

interface StopRowProps {
  position: number;
  stop: StopDraft;
  presets: readonly Preset[];
  holdTimeInvalid: boolean;
  speedInvalid: boolean;
  onChange: (stop: StopDraft) => void;
  onRemove: () => void;
}

/** One stop of a cruise: the preset, its speed (1..8) and hold time (15..240 s). */
export function CruiseStopRow({ position, stop, presets, holdTimeInvalid, speedInvalid, onChange, onRemove }: StopRowProps) {
  const { t } = useLingui();
  const { SPEED, HOLD_TIME } = PTZ_LIMITS;
  const n = position + 1;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }} data-testid="cruise-stop">
      <TextField
        select
        size="small"
        label={t`Preset of stop ${n}`}
        value={stop.index}
        onChange={(e) => onChange({ ...stop, index: Number(e.target.value) })}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 140 }}
      >
        {presets.map((p) => (
          <option key={p.index} value={p.index}>
            {p.name}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label={t`Speed of stop ${n}`}
        value={stop.speed}
        onChange={(e) => onChange({ ...stop, speed: Number(e.target.value) })}
        error={speedInvalid}
        helperText={speedInvalid ? t`${SPEED.MIN} to ${SPEED.MAX}` : " "}
        slotProps={{ htmlInput: { min: SPEED.MIN, max: SPEED.MAX } }}
        sx={{ width: 110 }}
      />
      <TextField
        size="small"
        type="number"
        label={t`Hold time of stop ${n} (s)`}
        value={stop.holdTime}
        onChange={(e) => onChange({ ...stop, holdTime: Number(e.target.value) })}
        error={holdTimeInvalid}
        helperText={holdTimeInvalid ? t`${HOLD_TIME.MIN} to ${HOLD_TIME.MAX} s` : " "}
        slotProps={{ htmlInput: { min: HOLD_TIME.MIN, max: HOLD_TIME.MAX } }}
        sx={{ width: 150 }}
      />
      <IconButton aria-label={t`Remove stop ${n}`} onClick={onRemove} sx={{ mt: 0.5 }}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
