import { useLingui } from "@lingui/react/macro";
import FiberManualRecordIcon from "@mui/icons-material/FiberManualRecord";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useTracks } from "../api/get-tracks";
import type { PtzTarget } from "../api/ptz-transport";
import { stopRecordTrack } from "../api/track-operations";
import { usePtzOperation } from "../api/use-ptz-operation";
import type { PtzDialect } from "../model/ptz-dialect";

/**
 * While a track records, above every tab: the user moves the head on the Control tab (or with the
 * arrow keys) and stops recording from wherever they are.
 */
export function TrackRecordingBanner({ target, dialect }: { target: PtzTarget; dialect: PtzDialect }) {
  const { t } = useLingui();
  const tracks = useTracks(target, dialect);
  const operation = usePtzOperation(target);
  const recording = tracks.data?.recording ?? null;
  if (recording === null) return null;
  const name = tracks.data?.tracks.find((track) => track.index === recording)?.name ?? `#${recording}`;
  return (
    <Alert
      severity="warning"
      icon={<FiberManualRecordIcon fontSize="small" />}
      role="status"
      data-testid="track-recording"
      sx={{ mb: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={operation.isPending}
          onClick={() => void operation.mutateAsync({ run: () => stopRecordTrack(target, dialect), confirm: true }).catch(() => undefined)}
        >
          {t`Stop recording`}
        </Button>
      }
    >
      {t`Recording track ${name}: move the camera, then stop recording.`}
    </Alert>
  );
}
