import { useLingui } from "@lingui/react";
import { DEV_TYPE_NAMES, type DevType } from "@vms/api-client";
import { memo } from "react";
import { devTypeMessages } from "../model/device-messages";

export interface DevTypeLabelProps {
  devType: DevType;
}

/** The translated device type: IPC, NVR, DVR, Card IPC, Doorbell or Viewing station (spec §3). */
export const DevTypeLabel = memo(function DevTypeLabel({ devType }: DevTypeLabelProps) {
  const { i18n } = useLingui();
  const message = devTypeMessages[devType];
  return <>{message ? i18n._(message) : (DEV_TYPE_NAMES[devType] ?? String(devType))}</>;
});
