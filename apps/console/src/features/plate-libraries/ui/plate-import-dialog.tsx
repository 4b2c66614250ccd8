import { useLingui } from "@lingui/react/macro";
import DownloadIcon from "@mui/icons-material/Download";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useDownloadPlateTemplate } from "../api/get-plate-template";
import { useImportPlatesMutation } from "../api/import-plates";
import { ImportRowErrors } from "./import-row-errors";

/**
 * Spec §5 plate import: an .xlsx or .xls file, the plate column required, cells ≤ 32 characters.
 * All or nothing (said in the dialog): a file with any bad row imports none, and lists every bad row.
 */
export function PlateImportDialog({ open, groupId, onClose }: { open: boolean; groupId: string; onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportPlatesMutation();
  const template = useDownloadPlateTemplate();
  const result = upload.data;
  const close = () => {
    setFile(null);
    upload.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t`Import plates`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info" data-testid="import-policy">
            {t`All or nothing: if any row has an error, no plate is imported and every bad row is listed. Fix the file and import it again.`}
          </Alert>
          <Typography variant="body2">{t`An .xlsx or .xls file with a header row. The plate number column is required; each cell holds at most 32 characters.`}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Button component="label" htmlFor={inputId} variant="outlined">
              {t`Choose file`}
            </Button>
            <input
              id={inputId}
              type="file"
              hidden
              accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
              data-testid="import-file"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                upload.reset();
              }}
            />
            <Typography sx={{ flex: 1 }} noWrap>
              {file?.name ?? t`No file chosen`}
            </Typography>
            <Button startIcon={<DownloadIcon />} onClick={() => template.mutate()} disabled={template.isPending} data-testid="download-template">
              {t`Download template`}
            </Button>
          </Stack>
          {upload.isPending && (
            <Stack spacing={1} role="status">
              <Typography variant="body2">{t`Uploading and checking the file…`}</Typography>
              <LinearProgress aria-label={t`Import progress`} />
            </Stack>
          )}
          {result && result.errors.length === 0 && (
            <Alert severity="success" role="status" data-testid="import-success">
              {t`${result.imported} plates imported.`}
            </Alert>
          )}
          {result && result.errors.length > 0 && <ImportRowErrors result={result} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t`Close`}</Button>
        <Button variant="contained" disabled={!file || upload.isPending} onClick={() => file && upload.mutate({ groupId, file })} data-testid="import-submit">
          {t`Import`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
