import { useCallback, useRef, useState } from "react";
import { emptyWindows, placeChannel, targetWindow, type PlaybackSplit, type WindowChannel } from "../model/playback-grid";

type Guard = <A extends unknown[]>(action: (...args: A) => unknown) => (...args: A) => void;

/**
 * The playback grid's windows (issue 31): how many show (1/4/9/16), each one's channel, and the
 * selected one. Choosing a channel (the select, a drop, the tree) goes through the licence guard.
 */
export function usePlaybackWindows(guard: Guard) {
  const [count, setCount] = useState<PlaybackSplit>(1);
  const [channels, setChannels] = useState<WindowChannel[]>(emptyWindows);
  const [selected, setSelected] = useState(1);
  const gridRef = useRef<HTMLDivElement>(null);
  const setChannel = useCallback((winIndex: number, c: WindowChannel) => setChannels((all) => placeChannel(all, winIndex, c)), []);
  const choose = guard(setChannel);
  /** Selects a window and gives it the focus (a digit key). */
  const select = useCallback((winIndex: number) => {
    setSelected(winIndex);
    gridRef.current?.querySelector<HTMLElement>(`[data-testid="playback-window-${winIndex}"]`)?.focus();
  }, []);
  // The tree's double-click or Enter picks the window from the newest channels, not a render's.
  const latest = useRef({ channels, count, selected });
  latest.current = { channels, count, selected };
  const openFromTree = guard((c: { sn: string; chlIndex: number }) => {
    const now = latest.current;
    const winIndex = targetWindow(now.channels, now.count, now.selected);
    setChannels((all) => placeChannel(all, winIndex, { sn: c.sn, chlIndex: c.chlIndex }));
    setSelected(winIndex);
  });
  return { count, setCount, channels, selected: Math.min(selected, count), setSelected, setChannel, choose, select, openFromTree, gridRef };
}
