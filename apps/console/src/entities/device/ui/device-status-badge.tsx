import { useLingui } from "@lingui/react";
import { DEVICE_STATUS, type DeviceStatus } from "@vms/api-client";
import { memo } from "react";
import { StatusIndicator, type StatusTone } from "@/shared/ui";
import { deviceStatusMessages } from "../model/device-messages";

const TONES: Readonly<Record<DeviceStatus, StatusTone>> = {
  [DEVICE_STATUS.UNKNOWN]: "unknown",
  [DEVICE_STATUS.ONLINE]: "online",
  [DEVICE_STATUS.OFFLINE]: "offline",
};

export interface DeviceStatusBadgeProps {
  /** Spec §4: 0 unknown, 1 online, 2 offline. */
  status: DeviceStatus;
}

/** A device's state in the theme's status colours; `data-status` is online, offline or unknown. */
export const DeviceStatusBadge = memo(function DeviceStatusBadge({ status }: DeviceStatusBadgeProps) {
  const { i18n } = useLingui();
  const tone = TONES[status] ?? "unknown";
  return <StatusIndicator tone={tone} state={tone} label={i18n._(deviceStatusMessages[status] ?? deviceStatusMessages[0])} />;
});
