/** Drag-and-drop of a channel from the tree into a window (spec §2: drag it into a window). */
export const CHANNEL_DRAG_TYPE = "application/x-vms-channel";

/** What a dragged or double-clicked channel carries. */
export interface ChannelRef {
  sn: string;
  chlIndex: number;
  channelName: string;
  siteName: string;
}

/** The dragged channel, or null when the drop carries something else. */
export function readChannelDrag(data: DataTransfer): ChannelRef | null {
  try {
    const value = JSON.parse(data.getData(CHANNEL_DRAG_TYPE)) as Partial<ChannelRef>;
    if (typeof value.sn !== "string" || typeof value.chlIndex !== "number") return null;
    return { sn: value.sn, chlIndex: value.chlIndex, channelName: String(value.channelName ?? ""), siteName: String(value.siteName ?? "") };
  } catch {
    return null;
  }
}
