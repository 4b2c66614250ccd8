import { useLingui } from "@lingui/react/macro";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { usePresets } from "../api/get-presets";
import { addPreset, deletePreset, gotoPreset, renamePreset, savePresetPosition } from "../api/preset-operations";
import type { PtzTarget } from "../api/ptz-transport";
import { usePtzOperation } from "../api/use-ptz-operation";
import type { PtzDialect } from "../model/ptz-dialect";
import { canAddPreset, nextFreeIndex, type PtzCaps } from "../model/ptz-limits";
import { ListError } from "./list-error";
import { PtzNameField } from "./preset-name-field";
import { PresetRow, type PresetActions } from "./preset-row";

/** Spec §3 Presets: the channel's presets with go to, rename, update position, delete, and adding one (max 255). */
export function PresetList({ target, dialect, caps }: { target: PtzTarget; dialect: PtzDialect; caps: PtzCaps }) {
  const { t } = useLingui();
  const presets = usePresets(target, dialect);
  const operation = usePtzOperation(target);
  const run = (call: () => Promise<unknown>, confirm = true) => operation.mutateAsync({ run: call, confirm }).then(() => true, () => false);
  if (presets.isPending) return <LinearProgress aria-label={t`Loading presets`} />;
  if (presets.isError) return <ListError message={t`The presets could not be read.`} onRetry={() => void presets.refetch()} />;
  const list = presets.data;
  const free = nextFreeIndex(list, caps.presetMax);
  const full = !canAddPreset(list.length, caps) || free === null;
  const actions: PresetActions = {
    goto: (index) => void run(() => gotoPreset(target, dialect, index), false),
    rename: (index, name) => run(() => renamePreset(target, dialect, index, name)),
    savePosition: (index) => void run(() => savePresetPosition(target, dialect, index)),
    remove: (index) => void run(() => deletePreset(target, dialect, index)),
  };
  return (
    <Stack spacing={1}>
      <PtzNameField
        label={t`Preset name`}
        submitLabel={t`Add preset`}
        others={list}
        disabled={full || operation.isPending}
        onSubmit={async (name) => free !== null && (await run(() => addPreset(target, dialect, free, name)))}
      />
      {full && <Typography variant="body2" color="text.secondary">{t`The maximum of ${caps.presetMax} presets is reached.`}</Typography>}
      <List dense aria-label={t`Presets`}>
        {list.map((preset) => (
          <PresetRow key={preset.index} preset={preset} presets={list} actions={actions} busy={operation.isPending} />
        ))}
      </List>
      {list.length === 0 && <Typography variant="body2" color="text.secondary">{t`No presets yet.`}</Typography>}
    </Stack>
  );
}
