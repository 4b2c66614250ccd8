import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import DialogContent from "@mui/material/DialogContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { addCruise, editCruise } from "../api/cruise-operations";
import { getCruiseStops, type CruiseSummary } from "../api/get-cruises";
import type { Preset } from "../api/get-presets";
import { ptzKeys, type PtzTarget } from "../api/ptz-transport";
import { addStop, checkCruise, toStopInputs, type StopDraft } from "../model/cruise-form";
import type { PtzDialect } from "../model/ptz-dialect";
import { canAddStop, type PtzCaps } from "../model/ptz-limits";
import { CruiseStopRow } from "./cruise-stop-row";
import { PtzEditorActions, PtzEditorDialog, usePtzEditorSave } from "./ptz-editor-dialog";
import { ptzNameMessages } from "./ptz-messages";

interface EditorProps {
  target: PtzTarget;
  dialect: PtzDialect;
  caps: PtzCaps;
  /** The cruise to edit, or null for a new one. */
  cruise: CruiseSummary | null;
  cruises: readonly CruiseSummary[];
  presets: readonly Preset[];
  onClose: () => void;
}

/** Creates or edits a cruise line: a unique name and 1..16 presets, each with speed and hold time. */
export function CruiseEditorDialog(props: EditorProps) {
  const { t } = useLingui();
  const { target, dialect, cruise } = props;
  const stops = useQuery({
    queryKey: [...ptzKeys.cruises(target), "stops", cruise?.index ?? 0],
    queryFn: () => (cruise ? getCruiseStops(target, dialect, cruise.index) : Promise.resolve([])),
    gcTime: 0,
  });
  return (
    <PtzEditorDialog titleId="cruise-editor-title" title={cruise ? t`Edit cruise line` : t`New cruise line`} maxWidth="md" ready={Boolean(stops.data)} onClose={props.onClose}>
      {stops.data && <CruiseForm {...props} initialStops={stops.data} />}
    </PtzEditorDialog>
  );
}

function CruiseForm({ target, dialect, caps, cruise, cruises, presets, onClose, initialStops }: EditorProps & { initialStops: StopDraft[] }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(cruise?.name ?? "");
  const [stops, setStops] = useState<StopDraft[]>(initialStops);
  const { tried, save, saving } = usePtzEditorSave(target, onClose);
  const problems = checkCruise({ name, stops }, cruises, caps, cruise?.index);
  const onSave = () =>
    void save(problems, () => (cruise ? editCruise(target, dialect, cruise.index, name.trim(), toStopInputs(stops)) : addCruise(target, dialect, name.trim(), toStopInputs(stops))));
  const first = presets[0];
  return (
    <>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label={t`Cruise name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tried && Boolean(problems.name)}
            helperText={tried && problems.name ? i18n._(ptzNameMessages[problems.name]) : " "}
          />
          {stops.map((stop, i) => (
            <CruiseStopRow
              key={i}
              position={i}
              stop={stop}
              presets={presets}
              holdTimeInvalid={Boolean(problems.holdTime?.includes(i))}
              speedInvalid={Boolean(problems.speed?.includes(i))}
              onChange={(next) => setStops(stops.map((s, j) => (j === i ? next : s)))}
              onRemove={() => setStops(stops.filter((_, j) => j !== i))}
            />
          ))}
          {tried && problems.stops === "empty" && <Typography color="error" variant="body2">{t`Add at least one preset.`}</Typography>}
          <Typography variant="body2" color="text.secondary">{t`${stops.length} of at most ${caps.cruisePresetMax} presets`}</Typography>
          <div>
            <Button size="small" onClick={() => first && setStops(addStop(stops, first.index, caps))} disabled={!first || !canAddStop(stops.length, caps)}>
              {t`Add preset to cruise`}
            </Button>
          </div>
        </Stack>
      </DialogContent>
      <PtzEditorActions onCancel={onClose} onSave={onSave} saving={saving} />
    </>
  );
}
