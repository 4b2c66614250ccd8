import { useLingui } from "@lingui/react/macro";
import type { CruiseSummary } from "../api/get-cruises";
import { RunnableRow } from "./runnable-row";

interface CruiseRowProps {
  cruise: CruiseSummary;
  running: boolean;
  busy: boolean;
  onRun: () => void;
  onStop: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One cruise line: run or stop, edit, delete. */
export function CruiseRow({ cruise, running, ...actions }: CruiseRowProps) {
  const { t } = useLingui();
  const { index, name, presetCount } = cruise;
  return (
    <RunnableRow
      testId="cruise-row"
      index={index}
      name={name}
      detail={running ? t`Running · ${presetCount} presets` : t`${presetCount} presets`}
      running={running}
      canRun={presetCount > 0}
      editLabel={t`Edit ${name}`}
      {...actions}
    />
  );
}
