import { useLingui } from "@lingui/react/macro";
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
import { PtzEditorDialog, PtzEditorForm, usePtzEditorSave } from "./ptz-editor-dialog";

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
  const { t } = useLingui();
  const [name, setName] = useState(cruise?.name ?? "");
  const [stops, setStops] = useState<StopDraft[]>(initialStops);
  const { tried, save, saving } = usePtzEditorSave(target, onClose);
  const problems = checkCruise({ name, stops }, cruises, caps, cruise?.index);
  const onSave = () =>
    void save(problems, () => (cruise ? editCruise(target, dialect, cruise.index, name.trim(), toStopInputs(stops)) : addCruise(target, dialect, name.trim(), toStopInputs(stops))));
  const first = presets[0];
  return (
    <PtzEditorForm
      nameLabel={t`Cruise name`}
      name={name}
      onNameChange={setName}
      nameProblem={problems.name}
      tried={tried}
      emptyMessage={problems.stops === "empty" ? t`Add at least one preset.` : null}
      countText={t`${stops.length} of at most ${caps.cruisePresetMax} presets`}
      addLabel={t`Add preset to cruise`}
      onAdd={() => first && setStops(addStop(stops, first.index, caps))}
      addDisabled={!first || !canAddStop(stops.length, caps)}
      onCancel={onClose}
      onSave={onSave}
      saving={saving}
    >
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
    </PtzEditorForm>
  );
}
