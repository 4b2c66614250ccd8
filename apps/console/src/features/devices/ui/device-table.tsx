import { useLingui } from "@lingui/react/macro";
import Table from "@mui/material/Table";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Device } from "@vms/api-client";
import { lazy, Suspense, useLayoutEffect, useRef } from "react";
import { DeviceRow, type DeviceRowActions } from "./device-row";
import { DEVICE_CELL_PADDING_X, DeviceRowsBody } from "./device-rows-body";

const VirtualDeviceRows = lazy(() => import("./virtual-device-rows").then((m) => ({ default: m.VirtualDeviceRows })));

/** From this many rows on (page sizes 50 and 100) only the rows in view are mounted. */
export const VIRTUAL_ROWS_FROM = 21;

export interface DeviceTableProps {
  rows: readonly Device[];
  /** False until the first page arrived (no empty-state flash). */
  loaded: boolean;
  canManage: (siteId: string) => boolean;
  selectedSn: string | undefined;
  actions: DeviceRowActions;
  /** Changes with the page and filters: the list scrolls back to its top. */
  scrollKey: string;
}

/** The asset page's device table (spec §2 columns), virtualized at 50 and 100 rows per page. */
export function DeviceTable({ rows, loaded, canManage, selectedSn, actions, scrollKey }: DeviceTableProps) {
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  // A new page or filter scrolls the list back to its top. Not on mount: it is at the top already,
  // and scrolling there would force a layout in the middle of the first render.
  const shownKey = useRef(scrollKey);
  useLayoutEffect(() => {
    if (shownKey.current === scrollKey) return;
    shownKey.current = scrollKey;
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [scrollKey]);
  const renderRow = (device: Device) => (
    <DeviceRow key={device.sn} device={device} canManage={canManage(device.siteId)} selected={device.sn === selectedSn} actions={actions} />
  );
  const headers = [t`Device ID`, t`Name`, t`SN`, t`Type`, t`Model`, t`Firmware`, t`Site`, t`Channels`, t`Status`];
  return (
    <TableContainer ref={scrollRef} sx={{ maxHeight: "calc(100vh - 300px)", minHeight: 240 }} data-testid="device-table-scroll">
      <Table stickyHeader size="small" aria-label={t`Devices`}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header} sx={{ whiteSpace: "nowrap", px: `${DEVICE_CELL_PADDING_X}px` }}>
                {header}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ px: `${DEVICE_CELL_PADDING_X}px` }} data-testid="device-actions-header">
              {t`Actions`}
            </TableCell>
          </TableRow>
        </TableHead>
        <DeviceRowsBody data-testid="device-rows">
          {rows.length >= VIRTUAL_ROWS_FROM ? (
            // Until the virtualizer's chunk arrives, the first rows stand in.
            <Suspense fallback={rows.slice(0, VIRTUAL_ROWS_FROM).map(renderRow)}>
              <VirtualDeviceRows rows={rows} scrollRef={scrollRef} renderRow={renderRow} />
            </Suspense>
          ) : (
            rows.map(renderRow)
          )}
          {loaded && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={headers.length + 1} align="center" sx={{ color: "text.secondary", py: 4 }} data-testid="devices-empty">
                {t`No devices match.`}
              </TableCell>
            </TableRow>
          )}
        </DeviceRowsBody>
      </Table>
    </TableContainer>
  );
}
