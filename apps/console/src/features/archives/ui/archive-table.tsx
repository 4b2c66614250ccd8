import { useLingui } from "@lingui/react/macro";
import MuiLink from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { createLink } from "@tanstack/react-router";
import type { Archive, ArchiveRight } from "@vms/api-client";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { formatArchiveSize } from "../lib/format-archive-size";
import { archiveFailureReason, archiveStateLabels } from "../model/archive-labels";
import { ArchiveRowActions } from "./archive-row-actions";

const ArchiveLink = createLink(MuiLink);

/** The archives table (spec §3: title, time, site, camera, size, archived by, status). */
export function ArchiveTable({ rows, loaded, rights }: { rows: Archive[]; loaded: boolean; rights: ArchiveRight[] }) {
  const { t, i18n } = useLingui();
  return (
    <TableContainer>
      <Table size="small" aria-label={t`Archives`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Title`}</TableCell>
            <TableCell>{t`Time`}</TableCell>
            <TableCell>{t`Site`}</TableCell>
            <TableCell>{t`Camera`}</TableCell>
            <TableCell>{t`Size`}</TableCell>
            <TableCell>{t`Archived by`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            <TableCell>{t`Actions`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((a) => (
            <TableRow key={a.archiveId} data-testid="archive-row">
              <TableCell sx={{ wordBreak: "break-all" }}>
                {a.status === "done" ? (
                  <ArchiveLink to="/archives-details/$id" params={{ id: a.archiveId }}>
                    {a.title}
                  </ArchiveLink>
                ) : (
                  a.title
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(a.startTime * 1000)}</TableCell>
              <TableCell>{a.siteName}</TableCell>
              <TableCell>{a.chlName}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{a.status === "done" ? formatArchiveSize(a.size) : "—"}</TableCell>
              <TableCell>{a.archivedBy}</TableCell>
              <TableCell data-testid="archive-status">
                {i18n._(archiveStateLabels[a.status])}
                {/* Issue 28: a failure says why (the code the copy ended with, in words). */}
                {a.status === "failed" && (
                  <Typography variant="body2" color="error" data-testid="archive-failure">
                    {i18n._(archiveFailureReason(a.errorCode))}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <ArchiveRowActions archive={a} rights={rights} />
              </TableCell>
            </TableRow>
          ))}
          {loaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8} align="center" sx={{ color: "text.secondary" }}>
                {t`No archives.`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
