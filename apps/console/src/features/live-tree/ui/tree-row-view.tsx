import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import VideocamIcon from "@mui/icons-material/Videocam";
import Box from "@mui/material/Box";
import { memo, type DragEvent } from "react";
import { CHANNEL_DRAG_TYPE, type ChannelRef } from "@/shared/video";
import type { TreeRow } from "../model/tree-rows";
import { isOnlineStatus } from "@vms/api-client";

export const TREE_ROW_HEIGHT = 32;

export interface TreeRowViewProps {
  row: TreeRow;
  active: boolean;
  domId: string;
  statusLabel: string;
  /** What an unlicensed channel's lock says (issue 27). */
  unlicensedLabel: string;
  onToggle: (id: string) => void;
  onOpen: (channel: ChannelRef) => void;
  onActivate: (id: string) => void;
}

const channelOf = (row: Extract<TreeRow, { kind: "channel" }>): ChannelRef => ({ sn: row.sn, chlIndex: row.chlIndex, channelName: row.name, siteName: row.siteName });

/** One tree item: a site, a device or a channel (draggable into a window, double-click to play). */
export const TreeRowView = memo(function TreeRowView({ row, active, domId, statusLabel, unlicensedLabel, onToggle, onOpen, onActivate }: TreeRowViewProps) {
  const isChannel = row.kind === "channel";
  // Spec §4 licence directive per channel (issue 27): the channel plays only once a licence covers it.
  const unlicensed = row.kind === "channel" && !row.licensed;
  const licenceNoteId = `${domId}-licence`;
  const online = row.kind === "site" || isOnlineStatus(row.status);
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
      aria-describedby={unlicensed ? licenceNoteId : undefined}
      data-testid={isChannel ? "tree-channel" : `tree-${row.kind}`}
      data-licensed={isChannel ? !unlicensed : undefined}
      data-status={row.kind === "site" ? undefined : online ? "online" : "offline"}
      draggable={isChannel}
      onDragStart={onDragStart}
      onClick={() => {
        onActivate(row.id);
        if (!isChannel) onToggle(row.id);
      }}
      onDoubleClick={() => row.kind === "channel" && onOpen(channelOf(row))}
      title={row.kind === "site" ? row.name : `${row.name} (${statusLabel}${unlicensed ? `, ${unlicensedLabel}` : ""})`}
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
      {unlicensed && (
        <>
          <LockOutlinedIcon fontSize="small" aria-hidden data-testid="tree-channel-unlicensed" sx={{ ml: "auto", flexShrink: 0, color: "warning.main" }} />
          <Box component="span" id={licenceNoteId} sx={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" }}>
            {unlicensedLabel}
          </Box>
        </>
      )}
    </Box>
  );
});
