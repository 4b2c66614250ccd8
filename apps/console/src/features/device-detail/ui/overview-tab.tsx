import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import type { DeviceDetail } from "@vms/api-client";
import { DeviceIdText, DeviceStatusBadge, DevTypeLabel } from "@/entities/device";
import { formatDateTime } from "@/shared/lib/format-date-time";
import { formatSizeMB, storageKindMessages, storageStatusMessages } from "../model/storage-messages";
import { DetailField } from "./detail-field";

export interface OverviewTabProps {
  device: DeviceDetail;
}

/** Identity, firmware, state, site, storage, network and outputs of a device (spec §2, §3). */
export function OverviewTab({ device }: OverviewTabProps) {
  const { t, i18n } = useLingui();
  const storage = device.storage;
  const storageText = !storage
    ? t`Not reported`
    : storage.kind === "none"
      ? i18n._(storageKindMessages.none)
      : t`${i18n._(storageKindMessages[storage.kind])}: ${i18n._(storageStatusMessages[storage.status] ?? storageStatusMessages.error!)}, ${formatSizeMB(storage.freeMB)} free of ${formatSizeMB(storage.capacityMB)}`;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: 2 }} data-testid="device-overview">
      <DetailField label={t`Device ID`}>
        <DeviceIdText deviceId={device.deviceId} />
      </DetailField>
      <DetailField label={t`SN`}>{device.sn}</DetailField>
      <DetailField label={t`Type`}>
        <DevTypeLabel devType={device.devType} />
      </DetailField>
      <DetailField label={t`Model`}>{device.model}</DetailField>
      <DetailField label={t`Firmware`} testId="overview-version">
        {device.version}
      </DetailField>
      <DetailField label={t`Status`} testId="overview-status">
        <DeviceStatusBadge status={device.status} />
      </DetailField>
      <DetailField label={t`Site`}>{device.siteName}</DetailField>
      <DetailField label={t`Channels online`}>{`${device.onlineChlCount}/${device.chlCount}`}</DetailField>
      <DetailField label={t`Storage`} testId="overview-storage">
        {storageText}
      </DetailField>
      <DetailField label={t`MAC address`}>{device.mac || "-"}</DetailField>
      <DetailField label={t`IP address`} testId="overview-ip">
        {device.ip || "-"}
      </DetailField>
      <DetailField label={t`Time zone`}>{device.timeZone || "-"}</DetailField>
      <DetailField label={t`Added`}>{formatDateTime(device.bindTime)}</DetailField>
      <DetailField label={t`Last seen`}>{device.lastSeen ? formatDateTime(device.lastSeen) : "-"}</DetailField>
      {device.outputs.length > 0 && (
        <DetailField label={t`Video outputs`} testId="overview-outputs">
          {device.outputs.map((output) => t`Output ${output.index}: ${output.resolution}`).join(" · ")}
        </DetailField>
      )}
    </Box>
  );
}
