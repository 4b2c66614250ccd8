import type { ChannelRef, VideoCommand, VideoRuntimeState } from "@/shared/video";

/** Spec §2: 16 windows default to the sub stream; fewer windows play the main stream. */
export const defaultStreamFor = (splitNum: number): "main" | "sub" => (splitNum >= 16 ? "sub" : "main");

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
  await command("preview", { winIndex: target, sn: channel.sn, chlIndex: channel.chlIndex, channelName: channel.channelName, siteName: channel.siteName, streamMode: defaultStreamFor(state.splitNum) });
  await command("switchSelectedWindow", { winIndex: target });
}
