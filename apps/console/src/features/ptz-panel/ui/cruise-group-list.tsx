import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { deleteCruiseGroup, runCruiseGroup, stopCruiseGroup } from "../api/cruise-group-operations";
import { useCruiseGroups, type CruiseGroupList as GroupListData, type CruiseGroupSummary } from "../api/get-cruise-groups";
import { useCruises } from "../api/get-cruises";
import type { PtzTarget } from "../api/ptz-transport";
import { usePtzOperation } from "../api/use-ptz-operation";
import type { PtzDialect } from "../model/ptz-dialect";
import { canAddMore, type PtzCaps } from "../model/ptz-limits";
import { CruiseGroupEditorDialog } from "./cruise-group-editor-dialog";
import { ListError } from "./list-error";
import { RunnableRow } from "./runnable-row";

const NO_GROUPS: GroupListData = { groups: [], running: null };

/** Spec §3 cruise groups: cruise lines run one after another; run, stop, edit, delete, and a new one. */
export function CruiseGroupList({ target, dialect, caps }: { target: PtzTarget; dialect: PtzDialect; caps: PtzCaps }) {
  const { t } = useLingui();
  const groups = useCruiseGroups(target, dialect);
  const cruises = useCruises(target, dialect);
  const operation = usePtzOperation(target);
  const [editing, setEditing] = useState<CruiseGroupSummary | "new" | null>(null);
  const run = (call: () => Promise<unknown>, confirm = false) => void operation.mutateAsync({ run: call, confirm }).catch(() => undefined);
  if (groups.isPending) return <LinearProgress aria-label={t`Loading cruise groups`} />;
  // Spec §8: a failed read shows the error state; the list falls back to the capability defaults.
  const { groups: list, running } = groups.data ?? NO_GROUPS;
  const full = !canAddMore(list.length, caps.cruiseGroupMax);
  const cruiseList = cruises.data?.cruises ?? [];
  return (
    <Stack spacing={1}>
      {groups.isError && <ListError message={t`The cruise groups could not be read.`} onRetry={() => void groups.refetch()} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Button variant="contained" size="small" onClick={() => setEditing("new")} disabled={full || cruiseList.length === 0}>
          {t`New cruise group`}
        </Button>
        {running !== null && (
          <Button size="small" variant="outlined" color="warning" onClick={() => run(() => stopCruiseGroup(target, dialect))}>
            {t`Stop cruise group`}
          </Button>
        )}
      </Stack>
      {full && <Typography variant="body2" color="text.secondary">{t`The maximum of ${caps.cruiseGroupMax} cruise groups is reached.`}</Typography>}
      {cruises.isSuccess && cruiseList.length === 0 && (
        <Typography variant="body2" color="text.secondary">{t`Add cruise lines first: a cruise group runs cruise lines.`}</Typography>
      )}
      <List dense aria-label={t`Cruise groups`}>
        {list.map((group) => {
          const isRunning = running === group.index;
          const count = t`${group.cruiseCount} cruise lines`;
          return (
            <RunnableRow
              key={group.index}
              testId="cruise-group-row"
              index={group.index}
              name={group.name}
              detail={isRunning ? t`Running · ${count}` : count}
              running={isRunning}
              canRun={group.cruiseCount > 0}
              busy={operation.isPending}
              editLabel={t`Edit ${group.name}`}
              onRun={() => run(() => runCruiseGroup(target, dialect, group.index))}
              onStop={() => run(() => stopCruiseGroup(target, dialect))}
              onEdit={() => setEditing(group)}
              onDelete={() => run(() => deleteCruiseGroup(target, dialect, group.index), true)}
            />
          );
        })}
      </List>
      {list.length === 0 && <Typography variant="body2" color="text.secondary">{t`No cruise groups yet.`}</Typography>}
      {editing !== null && (
        <CruiseGroupEditorDialog
          target={target}
          dialect={dialect}
          caps={caps}
          group={editing === "new" ? null : editing}
          groups={list}
          cruises={cruiseList}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
