import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useCruises, type CruiseList as CruiseListData, type CruiseSummary } from "../api/get-cruises";
import { usePresets } from "../api/get-presets";
import { deleteCruise, runCruise, stopCruise } from "../api/cruise-operations";
import type { PtzTarget } from "../api/ptz-transport";
import { usePtzOperation } from "../api/use-ptz-operation";
import type { PtzDialect } from "../model/ptz-dialect";
import { canAddCruise, type PtzCaps } from "../model/ptz-limits";
import { CruiseEditorDialog } from "./cruise-editor-dialog";
import { CruiseRow } from "./cruise-row";
import { ListError } from "./list-error";

const NO_CRUISES: CruiseListData = { cruises: [], running: null };

/** Spec §3 Cruise: the cruise lines (at most 8) with run, stop, edit and delete, and a new one. */
export function CruiseList({ target, dialect, caps }: { target: PtzTarget; dialect: PtzDialect; caps: PtzCaps }) {
  const { t } = useLingui();
  const cruises = useCruises(target, dialect);
  const presets = usePresets(target, dialect);
  const operation = usePtzOperation(target);
  const [editing, setEditing] = useState<CruiseSummary | "new" | null>(null);
  const run = (call: () => Promise<unknown>, confirm = false) => void operation.mutateAsync({ run: call, confirm }).catch(() => undefined);
  if (cruises.isPending) return <LinearProgress aria-label={t`Loading cruise lines`} />;
  // Spec §8: a failed read shows the error state and the cruise list falls back to the capability defaults (empty, 8 lines).
  const { cruises: list, running } = cruises.data ?? NO_CRUISES;
  const full = !canAddCruise(list.length, caps);
  return (
    <Stack spacing={1}>
      {cruises.isError && <ListError message={t`The cruise lines could not be read.`} onRetry={() => void cruises.refetch()} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Button variant="contained" size="small" onClick={() => setEditing("new")} disabled={full || !presets.data?.length}>
          {t`New cruise line`}
        </Button>
        {running !== null && (
          <Button size="small" variant="outlined" color="warning" onClick={() => run(() => stopCruise(target, dialect))}>
            {t`Stop cruise`}
          </Button>
        )}
      </Stack>
      {full && <Typography variant="body2" color="text.secondary">{t`The maximum of ${caps.cruiseMax} cruise lines is reached.`}</Typography>}
      {presets.data?.length === 0 && <Typography variant="body2" color="text.secondary">{t`Add presets first: a cruise line visits presets.`}</Typography>}
      <List dense aria-label={t`Cruise lines`}>
        {list.map((cruise) => (
          <CruiseRow
            key={cruise.index}
            cruise={cruise}
            running={running === cruise.index}
            busy={operation.isPending}
            onRun={() => run(() => runCruise(target, dialect, cruise.index))}
            onStop={() => run(() => stopCruise(target, dialect))}
            onEdit={() => setEditing(cruise)}
            onDelete={() => run(() => deleteCruise(target, dialect, cruise.index), true)}
          />
        ))}
      </List>
      {list.length === 0 && <Typography variant="body2" color="text.secondary">{t`No cruise lines yet.`}</Typography>}
      {editing !== null && (
        <CruiseEditorDialog
          target={target}
          dialect={dialect}
          caps={caps}
          cruise={editing === "new" ? null : editing}
          cruises={list}
          presets={presets.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
