import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { createLink } from "@tanstack/react-router";
import { cloudPackageName, CommerceStatus } from "@/entities/licence";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { formatFileSize } from "@/shared/lib/format-file-size";
import type { ChannelPlanRow } from "../api/get-channel-plans";
import { AutoRenewSwitch } from "./auto-renew-switch";

const RouterButton = createLink(Button);

export interface ChannelPlanTableProps {
  rows: readonly ChannelPlanRow[];
  /** Purchase page: a buy button per channel. Storage management: the space used instead. */
  mode: "buy" | "manage";
  label: string;
}

/** Each channel's package, status (spec §4 1–9), days kept, end and (storage management) whether it records now and the space used. */
export function ChannelPlanTable({ rows, mode, label }: ChannelPlanTableProps) {
  const { t, i18n } = useLingui();
  const columns = 8;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} data-testid="channel-plans">
        <TableHead>
          <TableRow>
            <TableCell>{t`Channel`}</TableCell>
            <TableCell>{t`Site`}</TableCell>
            <TableCell>{t`Package`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            <TableCell align="right">{t`Days kept`}</TableCell>
            <TableCell>{t`Ends`}</TableCell>
            <TableCell>{t`Auto renew`}</TableCell>
            {mode === "manage" ? <TableCell align="right">{t`Space used`}</TableCell> : <TableCell>{t`Actions`}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.sn}:${row.chlIndex}`} data-testid="channel-plan-row" data-sn={row.sn} data-chl={row.chlIndex} data-status={row.status}>
              <TableCell>{`${row.chlName} · ${row.devName}`}</TableCell>
              <TableCell>{row.siteName}</TableCell>
              <TableCell data-testid="channel-plan-package">{row.goodsId ? cloudPackageName(i18n, row) : "—"}</TableCell>
              <TableCell>
                <span data-testid="channel-plan-status">
                  <CommerceStatus kind="cloud" status={row.status} />
                </span>
                {mode === "manage" && row.recording && <Chip size="small" color="success" variant="outlined" sx={{ ml: 1 }} label={t`Recording now`} data-testid="channel-plan-recording" />}
              </TableCell>
              <TableCell align="right">{row.goodsId ? row.storageDays : "—"}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.endTime ? formatDateTime(row.endTime) : "—"}</TableCell>
              <TableCell>
                <AutoRenewSwitch row={row} />
              </TableCell>
              {mode === "manage" ? (
                <TableCell align="right">{formatFileSize(row.usedBytes ?? 0, i18n.locale)}</TableCell>
              ) : (
                <TableCell>
                  <RouterButton size="small" variant="outlined" to="/service/serviceCloudstorage/buy" search={{ sn: row.sn, chlIndex: row.chlIndex }} aria-label={row.goodsId ? t`Renew cloud storage for ${row.chlName}` : t`Buy cloud storage for ${row.chlName}`}>
                    {row.goodsId ? t`Renew` : t`Buy`}
                  </RouterButton>
                </TableCell>
              )}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns} align="center" sx={{ color: "text.secondary" }}>
                {t`No channels.`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
