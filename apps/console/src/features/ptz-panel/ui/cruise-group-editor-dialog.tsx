import { useLingui } from "@lingui/react/macro";
import DeleteIcon from "@mui/icons-material/Delete";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { addCruiseGroup, editCruiseGroup } from "../api/cruise-group-operations";
import { getGroupCruises, type CruiseGroupSummary } from "../api/get-cruise-groups";
import type { CruiseSummary } from "../api/get-cruises";
import { ptzKeys, type PtzTarget } from "../api/ptz-transport";
import { checkCruiseGroup } from "../model/cruise-group-form";
import type { PtzDialect } from "../model/ptz-dialect";
import { canAddMore, type PtzCaps } from "../model/ptz-limits";
import { PtzEditorDialog, PtzEditorForm, usePtzEditorSave } from "./ptz-editor-dialog";

interface EditorProps {
  target: PtzTarget;
  dialect: PtzDialect;
  caps: PtzCaps;
  /** The group to edit, or null for a new one. */
  group: CruiseGroupSummary | null;
  groups: readonly CruiseGroupSummary[];
  cruises: readonly CruiseSummary[];
  onClose: () => void;
}

/** Creates or edits a cruise group: a unique name and 1..8 cruise lines in the order they run. */
export function CruiseGroupEditorDialog(props: EditorProps) {
  const { t } = useLingui();
  const { target, dialect, group } = props;
  const initial = useQuery({
    queryKey: [...ptzKeys.cruiseGroups(target), "cruises", group?.index ?? 0],
    queryFn: () => (group ? getGroupCruises(target, dialect, group.index) : Promise.resolve([])),
    gcTime: 0,
  });
  return (
    <PtzEditorDialog titleId="cruise-group-editor-title" title={group ? t`Edit cruise group` : t`New cruise group`} maxWidth="sm" ready={Boolean(initial.data)} onClose={props.onClose}>
      {initial.data && <GroupForm {...props} initialCruises={initial.data} />}
    </PtzEditorDialog>
  );
}

function GroupForm({ target, dialect, caps, group, groups, cruises, onClose, initialCruises }: EditorProps & { initialCruises: number[] }) {
  const { t } = useLingui();
  const [name, setName] = useState(group?.name ?? "");
  const [chosen, setChosen] = useState<number[]>(initialCruises);
  const { tried, save, saving } = usePtzEditorSave(target, onClose);
  const problems = checkCruiseGroup({ name, cruises: chosen }, groups, caps, group?.index);
  const onSave = () =>
    void save(problems, group ? () => editCruiseGroup(target, dialect, group.index, name.trim(), chosen) : () => addCruiseGroup(target, dialect, name.trim(), chosen));
  const first = cruises[0];
  return (
    <PtzEditorForm
      nameLabel={t`Cruise group name`}
      name={name}
      onNameChange={setName}
      nameProblem={problems.name}
      tried={tried}
      emptyMessage={problems.cruises === "empty" ? t`Add at least one cruise line.` : null}
      countText={t`${chosen.length} of at most ${caps.cruiseGroupCruiseMax} cruise lines, run in this order`}
      addLabel={t`Add cruise line to group`}
      onAdd={() => first && setChosen([...chosen, first.index])}
      addDisabled={!first || !canAddMore(chosen.length, caps.cruiseGroupCruiseMax)}
      onCancel={onClose}
      onSave={onSave}
      saving={saving}
    >
      {chosen.map((cruise, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="cruise-group-entry">
          <TextField
            select
            size="small"
            label={t`Cruise line ${i + 1}`}
            value={cruise}
            onChange={(e) => setChosen(chosen.map((c, j) => (j === i ? Number(e.target.value) : c)))}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 200 }}
          >
            {cruises.map((c) => (
              <option key={c.index} value={c.index}>
                {c.name}
              </option>
            ))}
          </TextField>
          <IconButton aria-label={t`Remove cruise line ${i + 1}`} onClick={() => setChosen(chosen.filter((_, j) => j !== i))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
    </PtzEditorForm>
  );
}
