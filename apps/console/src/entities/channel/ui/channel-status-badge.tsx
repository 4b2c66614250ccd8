import { useLingui } from "@lingui/react/macro";
import { CHANNEL_STATUS } from "@vms/api-client";
import { memo } from "react";
import { StatusIndicator } from "@/shared/ui";

export interface ChannelStatusBadgeProps {
  /** Spec §4: 0 offline, 1 online. */
  status: number;
}

/** A channel's online state in the status colours (spec §4 channel status). */
export const ChannelStatusBadge = memo(function ChannelStatusBadge({ status }: ChannelStatusBadgeProps) {
  const { t } = useLingui();
  return status === CHANNEL_STATUS.ONLINE ? (
    <StatusIndicator tone="online" state="online" label={t`Online`} />
  ) : (
    <StatusIndicator tone="offline" state="offline" label={t`Offline`} />
  );
});
