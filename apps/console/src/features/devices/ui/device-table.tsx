import { useLingui } from "@lingui/react/macro";
import Table from "@mui/material/Table";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { Device } from "@vms/api-client";
import { useLayoutEffect, useRef } from "react";
import { DEVICE_ROW_HEIGHT, DeviceRow, type DeviceRowActions } from "./device-row";
import { DEVICE_CELL_PADDING_X, DeviceRowsBody } from "./device-rows-body";

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
  const virtual = rows.length >= VIRTUAL_ROWS_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DEVICE_ROW_HEIGHT,
    overscan: 6,
  });
  useLayoutEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [scrollKey]);
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const visible = items ? items.map((item) => rows[item.index]).filter((row): row is Device => row !== undefined) : rows;
  const padTop = items?.[0]?.start ?? 0;
  const padBottom = items ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
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
          {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
          {visible.map((device) => (
            <DeviceRow key={device.sn} device={device} canManage={canManage(device.siteId)} selected={device.sn === selectedSn} actions={actions} />
          ))}
          {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
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
