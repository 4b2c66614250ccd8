import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import VerticalAlignTopIcon from "@mui/icons-material/VerticalAlignTop";
import { useLingui } from "@lingui/react/macro";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { memo } from "react";
import { StatusIndicator } from "@/shared/ui";
import type { LicenceChannel } from "../api/licence-channels";

export interface LicensedChannelRowProps {
  channel: LicenceChannel;
  /** 1-based position among the visible cameras (what a move names). */
  position: number;
  count: number;
  busy: boolean;
  onMove: (channel: LicenceChannel, position: number) => void;
}

/** One camera of the licence order: its place, names, standing, and move up, down or to the top. */
export const LicensedChannelRow = memo(function LicensedChannelRow({ channel, position, count, busy, onMove }: LicensedChannelRowProps) {
  const { t } = useLingui();
  const name = channel.chlName || `${channel.devName} ${channel.chlIndex}`;
  const standing = channel.licence === "free" ? t`Free` : channel.licence === "licensed" ? t`Licensed` : t`Unlicensed`;
  const move = (to: number) => () => onMove(channel, to);
  return (
    <TableRow data-testid="licensed-channel" data-sn={channel.sn} data-licence={channel.licence}>
      <TableCell align="right">{channel.place}</TableCell>
      <TableCell component="th" scope="row">{name}</TableCell>
      <TableCell>{channel.devName || channel.sn}</TableCell>
      <TableCell>{channel.siteName}</TableCell>
      <TableCell>
        <StatusIndicator tone={channel.licence === "unlicensed" ? "offline" : "online"} label={standing} state={channel.licence} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
        <IconButton size="small" aria-label={t`Move ${name} to the top`} title={t`Move to the top`} disabled={busy || position === 1} onClick={move(1)}>
          <VerticalAlignTopIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t`Move ${name} up`} title={t`Move up`} disabled={busy || position === 1} onClick={move(position - 1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t`Move ${name} down`} title={t`Move down`} disabled={busy || position === count} onClick={move(position + 1)}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});
