import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import VideocamIcon from "@mui/icons-material/Videocam";
import Box from "@mui/material/Box";
import { memo, type DragEvent } from "react";
import { CHANNEL_DRAG_TYPE, type ChannelRef } from "@/shared/video";
import type { TreeRow } from "../model/tree-rows";

export const TREE_ROW_HEIGHT = 32;

export interface TreeRowViewProps {
  row: TreeRow;
  active: boolean;
  domId: string;
  statusLabel: string;
  onToggle: (id: string) => void;
  onOpen: (channel: ChannelRef) => void;
  onActivate: (id: string) => void;
}

const channelOf = (row: Extract<TreeRow, { kind: "channel" }>): ChannelRef => ({ sn: row.sn, chlIndex: row.chlIndex, channelName: row.name, siteName: row.siteName });

/** One tree item: a site, a device or a channel (draggable into a window, double-click to play). */
export const TreeRowView = memo(function TreeRowView({ row, active, domId, statusLabel, onToggle, onOpen, onActivate }: TreeRowViewProps) {
  const isChannel = row.kind === "channel";
  const online = row.kind === "channel" ? row.status === 1 : row.kind === "device" ? row.status === 1 : true;
  const onDragStart = (event: DragEvent) => {
    if (row.kind !== "channel") return;
    event.dataTransfer.setData(CHANNEL_DRAG_TYPE, JSON.stringify(channelOf(row)));
    event.dataTransfer.effectAllowed = "copy";
  };
  return (
    <Box
      id={domId}
      role="treeitem"
      aria-label={row.name}
      aria-level={row.level}
      aria-posinset={row.pos}
      aria-setsize={row.size}
      aria-expanded={row.kind === "channel" ? undefined : row.expanded}
      aria-selected={active}
      data-testid={isChannel ? "tree-channel" : `tree-${row.kind}`}
      data-status={row.kind === "site" ? undefined : online ? "online" : "offline"}
      draggable={isChannel}
      onDragStart={onDragStart}
      onClick={() => {
        onActivate(row.id);
        if (!isChannel) onToggle(row.id);
      }}
      onDoubleClick={() => row.kind === "channel" && onOpen(channelOf(row))}
      title={row.kind === "site" ? row.name : `${row.name} (${statusLabel})`}
      sx={{
        height: TREE_ROW_HEIGHT, display: "flex", alignItems: "center", gap: 0.5, pl: row.level * 1.5, pr: 1,
        cursor: isChannel ? "grab" : "pointer", userSelect: "none", whiteSpace: "nowrap", overflow: "hidden",
        bgcolor: active ? "action.selected" : undefined, "&:hover": { bgcolor: "action.hover" },
        color: online ? "text.primary" : "text.secondary",
      }}
    >
      {row.kind === "channel" ? (
        <VideocamIcon fontSize="small" aria-hidden sx={{ color: online ? "success.main" : "text.disabled" }} />
      ) : row.expanded ? (
        <ExpandMoreIcon fontSize="small" aria-hidden />
      ) : (
        <ChevronRightIcon fontSize="small" aria-hidden />
      )}
      <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis" }}>
        {row.name}
      </Box>
    </Box>
  );
});
