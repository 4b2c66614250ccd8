import { useLingui } from "@lingui/react/macro";
import type { Device } from "@vms/api-client";
import { memo } from "react";
import { DeviceIdText, DeviceStatusBadge, DevTypeLabel } from "@/entities/device";

/** Height of one row; the virtualizer places rows by it. */
export const DEVICE_ROW_HEIGHT = 44;

/** What a row's buttons do; one stable object for the whole table. */
export interface DeviceRowActions {
  open: (device: Device) => void;
  rename: (device: Device) => void;
  unbind: (device: Device) => void;
}

export interface DeviceRowProps {
  device: Device;
  /** SITE_ADMIN on the device's site: rename and unbind are offered. */
  canManage: boolean;
  selected: boolean;
  actions: DeviceRowActions;
}

// Material icon paths (EditOutlined, LinkOff, ChevronRight) drawn as bare SVG: no component per icon.
const ICONS = {
  rename: "m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z",
  unbind:
    "M17 7h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1 0 1.43-.98 2.63-2.31 2.98l1.46 1.46C20.88 15.61 22 13.95 22 12c0-2.76-2.24-5-5-5m-1 4h-2.19l2 2H16zM2 4.27l3.11 3.11C3.29 8.12 2 9.91 2 12c0 2.76 2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1 0-1.59 1.21-2.9 2.76-3.07L8.73 11H8v2h2.73L13 15.27V17h1.73l4.01 4L20 19.74 3.27 3z",
  open: "M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z",
} as const;

function RowButton({ icon, label, testId, onClick }: { icon: keyof typeof ICONS; label: string; testId: string; onClick: () => void }) {
  return (
    <button type="button" className="row-action" aria-label={label} title={label} onClick={onClick} data-testid={testId}>
      <svg viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={ICONS[icon]} />
      </svg>
    </button>
  );
}

/**
 * One device of the asset page (plain cells styled by DeviceRowsBody). Memoised: a push that changes
 * one device's status re-renders that row only (the cache patch keeps every other row object).
 */
export const DeviceRow = memo(function DeviceRow({ device, canManage, selected, actions }: DeviceRowProps) {
  const { t } = useLingui();
  const label = device.name || device.sn;
  return (
    <tr className="device-row" aria-selected={selected} data-testid="device-row" data-sn={device.sn}>
      <td>
        <DeviceIdText deviceId={device.deviceId} />
      </td>
      {device.name.trim() ? (
        <td title={device.name}>{device.name}</td>
      ) : (
        // Spec §3 allows an empty name (0-32 characters): the cell still says which device it is.
        <td className="unnamed" data-testid="device-unnamed">{t`Unnamed`}</td>
      )}
      <td>{device.sn}</td>
      <td>
        <DevTypeLabel devType={device.devType} />
      </td>
      <td>{device.model}</td>
      <td>{device.version}</td>
      <td>{device.siteName}</td>
      <td data-testid="device-channels">{`${device.onlineChlCount}/${device.chlCount}`}</td>
      <td>
        <DeviceStatusBadge status={device.status} />
      </td>
      <td className="actions">
        {canManage && (
          <>
            <RowButton icon="rename" label={t`Edit ${label}`} testId="device-rename" onClick={() => actions.rename(device)} />
            <RowButton icon="unbind" label={t`Unbind ${label}`} testId="device-unbind" onClick={() => actions.unbind(device)} />
          </>
        )}
        <RowButton icon="open" label={t`Details of ${label}`} testId="device-open" onClick={() => actions.open(device)} />
      </td>
    </tr>
  );
});
