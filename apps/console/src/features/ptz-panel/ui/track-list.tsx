import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTracks, type TrackList as TrackListData } from "../api/get-tracks";
import type { PtzTarget } from "../api/ptz-transport";
import { deleteTrack, renameTrack, runTrack, startRecordTrack, stopTrack } from "../api/track-operations";
import { usePtzOperation } from "../api/use-ptz-operation";
import type { PtzDialect } from "../model/ptz-dialect";
import { canAddMore, type PtzCaps } from "../model/ptz-limits";
import { ListError } from "./list-error";
import { PtzNameField } from "./preset-name-field";
import { TrackRow, type TrackActions } from "./track-row";

const NO_TRACKS: TrackListData = { tracks: [], running: null, recording: null };

/**
 * Spec §3 tracks (patterns): record a new one by name (the head's moves until "Stop recording", see
 * the panel's recording banner), run, stop, rename, delete.
 */
export function TrackList({ target, dialect, caps }: { target: PtzTarget; dialect: PtzDialect; caps: PtzCaps }) {
  const { t } = useLingui();
  const tracks = useTracks(target, dialect);
  const operation = usePtzOperation(target);
  const run = (call: () => Promise<unknown>, confirm = false) => operation.mutateAsync({ run: call, confirm }).then(() => true, () => false);
  if (tracks.isPending) return <LinearProgress aria-label={t`Loading tracks`} />;
  // Spec §8: a failed read shows the error state; the list falls back to the capability defaults.
  const { tracks: list, running, recording } = tracks.data ?? NO_TRACKS;
  const full = !canAddMore(list.length, caps.trackMax);
  const actions: TrackActions = {
    run: (index) => void run(() => runTrack(target, dialect, index)),
    stop: () => void run(() => stopTrack(target, dialect)),
    rename: (index, name) => run(() => renameTrack(target, dialect, index, name), true),
    remove: (index) => void run(() => deleteTrack(target, dialect, index), true),
  };
  return (
    <Stack spacing={1}>
      {tracks.isError && <ListError message={t`The tracks could not be read.`} onRetry={() => void tracks.refetch()} />}
      <PtzNameField
        label={t`Track name`}
        submitLabel={t`Record track`}
        others={list}
        disabled={full || recording !== null || operation.isPending}
        onSubmit={(name) => run(() => startRecordTrack(target, dialect, name))}
      />
      {running !== null && (
        <div>
          <Button size="small" variant="outlined" color="warning" onClick={actions.stop}>
            {t`Stop track`}
          </Button>
        </div>
      )}
      {full && <Typography variant="body2" color="text.secondary">{t`The maximum of ${caps.trackMax} tracks is reached.`}</Typography>}
      <List dense aria-label={t`Tracks`}>
        {list.map((track) => (
          <TrackRow
            key={track.index}
            track={track}
            tracks={list}
            running={running === track.index}
            recording={recording === track.index}
            busy={operation.isPending}
            actions={actions}
          />
        ))}
      </List>
      {list.length === 0 && <Typography variant="body2" color="text.secondary">{t`No tracks yet: name one and record the camera's movements.`}</Typography>}
    </Stack>
  );
}
