import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { TrackSummary } from "../api/get-tracks";
import { InlineRename } from "./inline-rename";
import { RunnableRow } from "./runnable-row";

export interface TrackActions {
  run: (index: number) => void;
  stop: () => void;
  /** Answers whether the device took the new name. */
  rename: (index: number, name: string) => Promise<boolean>;
  remove: (index: number) => void;
}

interface TrackRowProps {
  track: TrackSummary;
  tracks: readonly TrackSummary[];
  running: boolean;
  recording: boolean;
  busy: boolean;
  actions: TrackActions;
}

/** One track: run or stop, rename (inline), delete. */
export function TrackRow({ track, tracks, running, recording, busy, actions }: TrackRowProps) {
  const { t } = useLingui();
  const [renaming, setRenaming] = useState(false);
  const { index, name, stepCount } = track;
  if (renaming) return <InlineRename testId="track-row" index={index} name={name} others={tracks} busy={busy} rename={actions.rename} onDone={() => setRenaming(false)} />;
  const moves = t`${stepCount} movements`;
  const detail = recording ? t`Recording…` : running ? t`Running · ${moves}` : moves;
  return (
    <RunnableRow
      testId="track-row"
      index={index}
      name={name}
      detail={detail}
      running={running}
      canRun={stepCount > 0 && !recording}
      busy={busy}
      editLabel={t`Rename ${name}`}
      onRun={() => actions.run(index)}
      onStop={actions.stop}
      onEdit={() => setRenaming(true)}
      onDelete={() => actions.remove(index)}
    />
  );
}
