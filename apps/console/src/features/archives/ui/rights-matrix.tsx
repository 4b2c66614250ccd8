import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { ARCHIVE_RIGHTS, type ArchiveRight } from "@vms/api-client";
import { archiveRightLabels } from "../model/archive-labels";

export interface RightsRow {
  id: string;
  name: string;
  /** Shown under the name (a user's role). */
  hint?: string | undefined;
  rights: ArchiveRight[];
  /** A user with rights of their own: offers going back to the role's. */
  own?: boolean | undefined;
}

/** One checkbox per right and row (a role or a user); every checkbox is labelled "<row>: <right>". */
export function RightsMatrix({ label, firstColumn, rows, onToggle, onReset }: { label: string; firstColumn: string; rows: RightsRow[]; onToggle: (id: string, right: ArchiveRight) => void; onReset?: (id: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{firstColumn}</TableCell>
          {ARCHIVE_RIGHTS.map((r) => (
            <TableCell key={r}>{i18n._(archiveRightLabels[r])}</TableCell>
          ))}
          {onReset && <TableCell>{t`Source`}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ name, ...row }) => (
          <TableRow key={row.id} data-testid="rights-row">
            <TableCell>
              {name}
              {row.hint && <div style={{ opacity: 0.7, fontSize: "0.8em" }}>{row.hint}</div>}
            </TableCell>
            {ARCHIVE_RIGHTS.map((r) => (
              <TableCell key={r}>
                <Checkbox checked={row.rights.includes(r)} onChange={() => onToggle(row.id, r)} slotProps={{ input: { "aria-label": `${name}: ${i18n._(archiveRightLabels[r])}` } }} />
              </TableCell>
            ))}
            {onReset && (
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {row.own ? (
                  <Button size="small" onClick={() => onReset(row.id)} aria-label={t`Use role's rights: ${name}`}>
                    {t`Use role's rights`}
                  </Button>
                ) : (
                  t`From role`
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
