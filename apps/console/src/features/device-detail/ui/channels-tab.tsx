import { useLingui } from "@lingui/react/macro";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { ChannelStatusBadge, useChannelList } from "@/entities/channel";
import { useChannelSwitch } from "../model/use-channel-switch";
import { ApiErrorAlert } from "./api-error-alert";
import { ChannelEnabledSwitch } from "./channel-enabled-switch";

export interface ChannelsTabProps {
  sn: string;
  canManage: boolean;
}

/** The device's channels with status and the enabled switch (spec §3 Channel, §4 channel status). */
export function ChannelsTab({ sn, canManage }: ChannelsTabProps) {
  const { t } = useLingui();
  const { data, isPending, error } = useChannelList(sn);
  const channelSwitch = useChannelSwitch(sn);
  if (isPending) return <LinearProgress />;
  if (error) return <ApiErrorAlert error={error} />;
  return (
    <Stack spacing={1}>
      <ApiErrorAlert error={channelSwitch.error} testId="channel-error" />
      <Table size="small" aria-label={t`Channels`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`No.`}</TableCell>
            <TableCell>{t`Name`}</TableCell>
            <TableCell>{t`Status`}</TableCell>
            <TableCell>{t`Enabled`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((channel) => (
            <TableRow key={channel.chlIndex} data-testid="channel-row" data-chl={channel.chlIndex}>
              <TableCell>{channel.number}</TableCell>
              <TableCell>{channel.name}</TableCell>
              <TableCell>
                <ChannelStatusBadge status={channel.status} />
              </TableCell>
              <TableCell>
                <ChannelEnabledSwitch
                  chlIndex={channel.chlIndex}
                  name={channel.name}
                  enabled={channel.enabled}
                  pendingValue={channelSwitch.pending.get(channel.chlIndex)}
                  canManage={canManage && channel.configured}
                  onToggle={channelSwitch.toggle}
                />
              </TableCell>
            </TableRow>
          ))}
          {data.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ color: "text.secondary" }}>
                {t`This device has no channels.`}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
