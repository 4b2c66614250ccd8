import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { createLink } from "@tanstack/react-router";
import { CommerceStatus, LICENCE_TERM_LABELS, LICENCE_TYPE_LABELS, type LicenceRow } from "@/entities/licence";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { licenceActions } from "../model/licence-actions";

const RouterButton = createLink(Button);

export interface LicenceTableProps {
  rows: readonly LicenceRow[];
  /** Shows the §4 buttons (the user holds vms_license_mgr). */
  canBuy: boolean;
}

/** Spec §2/§4 licence list: kind, cameras, term, status, expiry, days left and the buttons of each licence. */
export function LicenceTable({ rows, canBuy }: LicenceTableProps) {
  const { t, i18n } = useLingui();
  const termOf = (row: LicenceRow) => {
    const label = LICENCE_TERM_LABELS[row.durationType];
    if (label) return i18n._(label);
    return row.licenseType === 1 ? t`Free forever` : "—";
  };
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t`Licenses`}>
      <Table size="small" aria-label={t`Licenses`} data-testid="licence-table">
        <TableHead>
          <TableRow>
            <TableCell>{t`License`}</TableCell>
            <TableCell align="right">{t`Cameras`}</TableCell>
            <TableCell>{t`Term`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            <TableCell>{t`Expires`}</TableCell>
            <TableCell align="right">{t`Days left`}</TableCell>
            <TableCell>{t`Order number`}</TableCell>
            {canBuy && <TableCell>{t`Actions`}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.licenseId} data-testid="licence-row" data-status={row.status}>
              <TableCell>{LICENCE_TYPE_LABELS[row.licenseType] ? i18n._(LICENCE_TYPE_LABELS[row.licenseType]!) : "—"}</TableCell>
              <TableCell align="right">{row.chlNum}</TableCell>
              <TableCell>{termOf(row)}</TableCell>
              <TableCell data-testid="licence-status">
                <CommerceStatus kind="licence" status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.licenseType === 1 ? "—" : formatDateTime(row.endTime)}</TableCell>
              <TableCell align="right">{row.licenseType === 1 ? "—" : row.remainDays}</TableCell>
              <TableCell>{row.orderNo ?? "—"}</TableCell>
              {canBuy && (
                <TableCell>
                  <Stack direction="row" spacing={1} data-testid="licence-buttons">
                    {licenceActions(row).map((action) => (
                      <RouterButton key={action.button} size="small" variant="outlined" to="/service/servicelicense/purchase" search={action.intent} data-button={action.button}>
                        {i18n._(action.label)}
                      </RouterButton>
                    ))}
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={canBuy ? 8 : 7} align="center" sx={{ color: "text.secondary" }}>
                {t`No licenses.`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
