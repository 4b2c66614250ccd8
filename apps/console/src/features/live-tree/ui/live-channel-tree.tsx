import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { ChannelRef } from "@/shared/video";
import { useLiveTree } from "../api/get-live-tree";
import { visibleRows } from "../model/tree-rows";
import { TREE_ROW_HEIGHT, TreeRowView } from "./tree-row-view";
import { isOnlineStatus } from "@vms/api-client";

export interface LiveChannelTreeProps {
  /** A channel was double-clicked or chosen with Enter: play it in the selected window. */
  onOpenChannel: (channel: ChannelRef) => void;
}

/**
 * The visible sites, devices and channels with online states (spec §2 Live, §7 /merchant-site-chl/list):
 * an ARIA tree with a search field, virtualized so 10,000 devices stay fast. Keyboard: arrows move,
 * Right/Left expand and collapse, Enter plays a channel.
 */
export function LiveChannelTree({ onOpenChannel }: LiveChannelTreeProps) {
  const { t } = useLingui();
  const { data, isPending } = useLiveTree();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => visibleRows(data?.list ?? [], collapsed, deferred), [data, collapsed, deferred]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = Math.max(0, rows.findIndex((r) => r.id === activeId));
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const baseId = useId();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TREE_ROW_HEIGHT,
    getItemKey: (i) => rows[i]!.id,
    overscan: 12,
  });
  useEffect(() => {
    if (rows.length > 0) virtualizer.scrollToIndex(activeIndex, { align: "auto" });
  }, [activeIndex, rows.length, virtualizer]);

  const toggle = useCallback((id: string) => setCollapsed((old) => {
    const next = new Set(old);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[activeIndex];
    if (!row) return;
    const move = (index: number) => setActiveId(rows[Math.min(rows.length - 1, Math.max(0, index))]!.id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(rows.length - 1),
      ArrowRight: () => row.kind !== "channel" && !row.expanded && toggle(row.id),
      ArrowLeft: () => row.kind !== "channel" && row.expanded && toggle(row.id),
      Enter: () => (row.kind === "channel" ? onOpenChannel({ sn: row.sn, chlIndex: row.chlIndex, channelName: row.name, siteName: row.siteName }) : toggle(row.id)),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const online = t`Online`;
  const offline = t`Offline`;
  const unlicensed = t`Unlicensed: no camera license covers this channel`;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: 0, height: "100%" }} data-testid="live-tree">
      <TextField
        size="small"
        label={t`Search channels`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{ htmlInput: { "data-testid": "live-tree-search" } }}
        sx={{ mb: 1 }}
      />
      {isPending && <LinearProgress aria-label={t`Loading channels`} />}
      {!isPending && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {query ? t`No channel matches the search.` : t`No channels yet.`}
        </Typography>
      )}
      <Box
        ref={scrollRef}
        role="tree"
        aria-label={t`Channels`}
        tabIndex={0}
        aria-activedescendant={rows.length > 0 ? `${baseId}-${activeIndex}` : undefined}
        onKeyDown={onKeyDown}
        sx={{ flex: 1, minHeight: 200, overflowY: "auto", outlineOffset: -2 }}
      >
        <Box role="presentation" sx={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <Box key={item.key} role="presentation" sx={{ position: "absolute", top: 0, left: 0, width: "100%" }} style={{ transform: `translateY(${item.start}px)` }}>
                <TreeRowView
                  row={row}
                  active={item.index === activeIndex}
                  domId={`${baseId}-${item.index}`}
                  statusLabel={row.kind !== "site" && isOnlineStatus(row.status) ? online : offline}
                  unlicensedLabel={unlicensed}
                  onToggle={toggle}
                  onOpen={onOpenChannel}
                  onActivate={setActiveId}
                />
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
