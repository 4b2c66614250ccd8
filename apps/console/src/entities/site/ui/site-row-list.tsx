import Box from "@mui/material/Box";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, type ReactNode } from "react";

/** From this many rows on, a site row list only mounts the rows in view. */
export const SITE_ROW_LIST_VIRTUAL_FROM = 150;

export interface SiteRowListProps<T> {
  rows: readonly T[];
  getKey: (row: T) => string;
  /** Renders one row (an `li`); every row has `rowHeight` pixels. */
  renderRow: (row: T) => ReactNode;
  rowHeight: number;
  /** Accessible name of the list. */
  label: string;
  /** A row to keep in view (e.g. the selected or newly created site). */
  activeKey?: string | null;
  /** CSS max-height of the scrolling list. */
  maxHeight?: string;
  testId?: string;
}

/**
 * A scrolling list of site rows (trees, grant lists). Short lists render every row; long ones only
 * the rows in view (@tanstack/react-virtual), so organizations with hundreds of sites stay fast.
 */
export function SiteRowList<T>(props: SiteRowListProps<T>) {
  const { rows, renderRow, label, maxHeight = "calc(100vh - 260px)", testId } = props;
  const sx = { m: 0, p: 0, maxHeight, minHeight: 120, overflowY: "auto" } as const;
  if (rows.length < SITE_ROW_LIST_VIRTUAL_FROM) {
    return (
      <Box component="ul" aria-label={label} sx={sx} data-testid={testId}>
        {rows.map(renderRow)}
      </Box>
    );
  }
  return <VirtualRows {...props} sx={sx} />;
}

function VirtualRows<T>({ rows, getKey, renderRow, rowHeight, label, activeKey, testId, sx }: SiteRowListProps<T> & { sx: object }) {
  const scrollRef = useRef<HTMLUListElement | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => getKey(rows[index]!),
    overscan: 10,
  });
  const activeIndex = activeKey ? rows.findIndex((row) => getKey(row) === activeKey) : -1;
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: "auto" });
  }, [activeIndex, virtualizer]);
  return (
    <Box component="ul" ref={scrollRef} aria-label={label} sx={sx} data-testid={testId} data-virtualized="true">
      <Box role="presentation" sx={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualizer.getVirtualItems().map((item) => (
          <Box key={item.key} role="presentation" sx={{ position: "absolute", top: 0, left: 0, width: "100%" }} style={{ transform: `translateY(${item.start}px)` }}>
            {renderRow(rows[item.index]!)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
