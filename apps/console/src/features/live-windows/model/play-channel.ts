import { liveStreamFor, type ChannelRef, type VideoCommand, type VideoRuntimeState } from "@/shared/video";

/**
 * The window a channel opens in: the given one, else the selected window when empty, else the first
 * empty window of the split, else the selected one (replaced).
 */
export function targetWindow(state: VideoRuntimeState, winIndex?: number): number {
  if (winIndex !== undefined) return winIndex;
  const inSplit = state.windows.slice(0, state.splitNum);
  if (!inSplit[state.selected - 1]?.sn) return state.selected;
  return inSplit.find((w) => !w.sn)?.winIndex ?? state.selected;
}

/** Plays a channel (double-click, Enter or drop) and selects the window it plays in. */
export async function playChannel(command: VideoCommand, state: VideoRuntimeState, channel: ChannelRef, winIndex?: number): Promise<void> {
  const target = targetWindow(state, winIndex);
  await command("preview", { winIndex: target, sn: channel.sn, chlIndex: channel.chlIndex, channelName: channel.channelName, siteName: channel.siteName, streamMode: liveStreamFor(state.splitNum, false) });
  await command("switchSelectedWindow", { winIndex: target });
}
