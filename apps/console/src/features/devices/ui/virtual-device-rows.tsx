import { useVirtualizer } from "@tanstack/react-virtual";
import type { Device } from "@vms/api-client";
import type { ReactNode, RefObject } from "react";
import { DEVICE_ROW_HEIGHT } from "./device-row";

export interface VirtualDeviceRowsProps {
  rows: readonly Device[];
  /** The table's scroll container. */
  scrollRef: RefObject<HTMLDivElement | null>;
  renderRow: (device: Device) => ReactNode;
}

/**
 * The rows in view (and a few around them) of a long page, with spacer rows for the rest. A chunk of
 * its own: the default page of 10 rows never needs it.
 */
export function VirtualDeviceRows({ rows, scrollRef, renderRow }: VirtualDeviceRowsProps) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DEVICE_ROW_HEIGHT,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
      {items.map((item) => rows[item.index]).map((device) => device && renderRow(device))}
      {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
    </>
  );
}
