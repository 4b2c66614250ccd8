import { useLingui } from "@lingui/react/macro";
import ListItem from "@mui/material/ListItem";
import { useState } from "react";
import type { TrackSummary } from "../api/get-tracks";
import { PtzNameField } from "./preset-name-field";
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
  if (renaming) {
    return (
      <ListItem data-testid="track-row" data-index={index}>
        <PtzNameField
          label={t`New name of ${name}`}
          submitLabel={t`Rename`}
          others={tracks}
          self={index}
          initial={name}
          disabled={busy}
          onSubmit={async (next) => {
            const renamed = await actions.rename(index, next);
            if (renamed) setRenaming(false);
            return renamed;
          }}
          onCancel={() => setRenaming(false)}
        />
      </ListItem>
    );
  }
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
