import { useLingui } from "@lingui/react/macro";
import FileDownloadIcon from "@mui/icons-material/FileDownloadOutlined";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import type { ExportState } from "../lib/use-file-export";

export interface ExportButtonProps {
  state: ExportState;
  disabled: boolean;
  onExport: () => void;
  /** The button's test id; its progress bar gets `${testId}-progress`. */
  testId: string;
}

/** Export to xlsx with its progress: the server preparing the file, then the download's share. */
export function ExportButton({ state, disabled, onExport, testId }: ExportButtonProps) {
  const { t } = useLingui();
  const busy = state.phase !== "idle";
  const percent = state.phase === "downloading" && state.progress !== null ? Math.round(state.progress * 100) : null;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={onExport} disabled={disabled || busy} data-testid={testId}>
        {t`Export`}
      </Button>
      {busy && (
        <LinearProgress
          variant={percent === null ? "indeterminate" : "determinate"}
          value={percent ?? 0}
          aria-label={state.phase === "preparing" ? t`Preparing the export` : t`Downloading the export`}
          data-testid={`${testId}-progress`}
        />
      )}
    </Stack>
  );
}
