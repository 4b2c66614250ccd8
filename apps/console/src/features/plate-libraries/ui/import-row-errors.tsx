import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { PlateImportResult } from "@vms/api-client";
import { importColumnLabels, importReasonLabels } from "../model/plate-messages";

/** The refused rows of an import: row number, column and reason (spec §5 "every bad row is reported"). */
export function ImportRowErrors({ result }: { result: PlateImportResult }) {
  const { t, i18n } = useLingui();
  const count = result.errors.length;
  return (
    <>
      <Alert severity="error" role="alert" data-testid="import-failed">
        {t`Nothing was imported: ${count} rows have errors.`}
      </Alert>
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label={t`Rows with errors`} data-testid="import-errors">
          <TableHead>
            <TableRow>
              <TableCell>{t`Row`}</TableCell>
              <TableCell>{t`Column`}</TableCell>
              <TableCell>{t`Reason`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.errors.map((error, i) => {
              const column = error.column ? importColumnLabels[error.column] : undefined;
              return (
                <TableRow key={`${error.row}-${i}`} data-testid="import-error-row">
                  <TableCell>{error.row === 0 ? t`File` : error.row}</TableCell>
                  <TableCell>{column ? i18n._(column) : ""}</TableCell>
                  <TableCell>{i18n._(importReasonLabels[error.reason])}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
