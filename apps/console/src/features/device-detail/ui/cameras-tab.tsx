import { useLingui } from "@lingui/react/macro";
import RefreshIcon from "@mui/icons-material/Refresh";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { formatSpecTime, parseGmtOffset, type BridgeCamera, type BridgeCameras, type DeviceDetail } from "@vms/api-client";
import { formatFileSize } from "@/shared/lib/format-file-size";
import { BridgeStatusFailure, useBridgeCameras } from "../api/get-bridge-cameras";
import { codecName, formatBitrate, formatFps, formatResolution } from "../model/bridge-camera-figures";
import { bridgeCameraStateMessages } from "../model/bridge-camera-messages";
import { ApiErrorAlert } from "./api-error-alert";
import { DetailField } from "./detail-field";

export interface CamerasTabProps {
  device: Pick<DeviceDetail, "sn" | "timeZone">;
}

/** A site bridge's cameras (issue 30 "Status"): state and last session per camera, and the site recording's disk. */
export function CamerasTab({ device }: CamerasTabProps) {
  const { t } = useLingui();
  const { data, error, isFetching, refetch } = useBridgeCameras(device.sn);
  return (
    <Stack spacing={2} data-testid="bridge-cameras">
      <Stack direction="row" spacing={3} sx={{ alignItems: "flex-end" }}>
        {data && <RecordingSummary data={data} timeZone={device.timeZone} />}
        <Box sx={{ flex: 1 }} />
        <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching} data-testid="bridge-cameras-refresh">
          {t`Refresh`}
        </Button>
      </Stack>
      {isFetching && <LinearProgress aria-label={t`Loading`} />}
      {error instanceof BridgeStatusFailure ? (
        <Alert severity="error" data-testid="detail-error" data-code={error.code}>
          {t`The bridge could not report its cameras.`}
        </Alert>
      ) : (
        <ApiErrorAlert error={error} />
      )}
      {data && <CameraTable cameras={data.cameras} />}
    </Stack>
  );
}

function RecordingSummary({ data, timeZone }: { data: BridgeCameras; timeZone: string }) {
  const { t, i18n } = useLingui();
  const offset = parseGmtOffset(timeZone);
  const zone = offset === null ? {} : { utcOffsetMinutes: offset };
  return (
    <>
      <DetailField label={t`Recording disk use`} testId="bridge-disk-used">
        {formatFileSize(data.diskUsedBytes, i18n.locale)}
      </DetailField>
      <DetailField label={t`Oldest recording`} testId="bridge-oldest-recording">
        {data.oldestRecording === null ? t`None yet` : formatSpecTime(data.oldestRecording, "dateTime", zone)}
      </DetailField>
    </>
  );
}

function CameraTable({ cameras }: { cameras: readonly BridgeCamera[] }) {
  const { t, i18n } = useLingui();
  const dash = (text: string | null) => text ?? "-";
  return (
    <Table size="small" aria-label={t`Cameras`}>
      <TableHead>
        <TableRow>
          <TableCell>{t`Channel`}</TableCell>
          <TableCell>{t`Name`}</TableCell>
          <TableCell>{t`State`}</TableCell>
          <TableCell>{t`Codec`}</TableCell>
          <TableCell>{t`Resolution`}</TableCell>
          <TableCell>{t`Frame rate (fps)`}</TableCell>
          <TableCell>{t`Bitrate`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cameras.map((camera) => (
          <TableRow key={camera.chlIndex} data-testid="bridge-camera-row" data-chl={camera.chlIndex} data-state={camera.state}>
            <TableCell>{camera.chlIndex}</TableCell>
            <TableCell>{camera.name}</TableCell>
            <TableCell>{i18n._(bridgeCameraStateMessages[camera.state])}</TableCell>
            <TableCell title={camera.codec ?? undefined}>{dash(codecName(camera.codec))}</TableCell>
            <TableCell>{dash(formatResolution(camera.width, camera.height))}</TableCell>
            <TableCell>{dash(formatFps(camera.fps, i18n.locale))}</TableCell>
            <TableCell>{dash(formatBitrate(camera.bitrateKbps, i18n.locale))}</TableCell>
          </TableRow>
        ))}
        {cameras.length === 0 && (
          <TableRow>
            <TableCell colSpan={7} align="center" sx={{ color: "text.secondary" }}>
              {t`This bridge has no cameras.`}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
