import { formatDeviceId } from "@vms/api-client";
import { memo } from "react";

export interface DeviceIdTextProps {
  deviceId: number;
}

/** The device ID as 8-digit hex in braces, e.g. "{0000002A}" (spec §9), in a fixed-width face. */
export const DeviceIdText = memo(function DeviceIdText({ deviceId }: DeviceIdTextProps) {
  return (
    <span style={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" }} data-testid="device-id">
      {formatDeviceId(deviceId)}
    </span>
  );
});
