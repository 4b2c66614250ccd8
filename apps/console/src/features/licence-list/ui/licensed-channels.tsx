import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useCallback, useId } from "react";
import { FetchingBar, TablePager, usePagerState } from "@/shared/ui";
import { useLicenceChannels, useMoveLicenceChannel, type LicenceChannel } from "../api/licence-channels";
import { LicensedChannelRow } from "./licensed-channel-row";

/**
 * Issue 27 "Licensed channels": the administrator's view and change of which cameras the free
 * channels and the licence cover, in licence order (bind order until changed). Moving a camera up
 * into the covered places licenses it; the one it pushes out shows the licence warning.
 */
export function LicensedChannels() {
  const { t } = useLingui();
  const headingId = useId();
  const query = useLicenceChannels(true);
  const moving = useMoveLicenceChannel();
  const pager = usePagerState(20);
  const data = query.data;
  const list = data?.list ?? [];
  const first = (pager.pageNum - 1) * pager.pageSize;
  const { mutate } = moving;
  const onMove = useCallback((channel: LicenceChannel, position: number) => mutate({ sn: channel.sn, chlIndex: channel.chlIndex, position }), [mutate]);
  const free = data?.freeChlNum ?? 0;
  const licensed = data?.licensedChlNum ?? 0;
  return (
    <Paper variant="outlined" data-testid="licensed-channels">
      <Stack spacing={1} sx={{ p: 2 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t`Licensed channels`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t`Channels are licensed in this order: the first ${free} are free, the next ${licensed} are covered by your license, and the others show the license warning. Move a channel up to license it.`}
        </Typography>
      </Stack>
      <FetchingBar active={query.isFetching || moving.isPending} />
      {query.isError && <Alert severity="warning">{t`The licensed channels could not be loaded.`}</Alert>}
      <TableContainer tabIndex={0} role="region" aria-labelledby={headingId}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell align="right">{t`Place`}</TableCell>
              <TableCell>{t`Channel`}</TableCell>
              <TableCell>{t`Device`}</TableCell>
              <TableCell>{t`Site`}</TableCell>
              <TableCell>{t`License`}</TableCell>
              <TableCell align="right">{t`Order`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.slice(first, first + pager.pageSize).map((channel, i) => (
              <LicensedChannelRow key={`${channel.sn}/${channel.chlIndex}`} channel={channel} position={first + i + 1} count={list.length} busy={moving.isPending} onMove={onMove} />
            ))}
            {data && list.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{t`No channels yet.`}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager total={list.length} {...pager} />
    </Paper>
  );
}
