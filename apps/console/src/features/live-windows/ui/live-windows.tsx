import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { SPLIT_OPTIONS } from "@vms/plugin-protocol";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import FullscreenIcon from "@mui/icons-material/Fullscreen";
import Button from "@mui/material/Button";
import type { Shortcut } from "@/shared/lib/shortcuts";
import { ShortcutHelpDialog } from "@/shared/ui";
import { useVideoRuntimeState, useVideoSurface, videoRuntime, type ChannelRef } from "@/shared/video";
import { WINDOW_SHORTCUTS } from "../model/live-shortcuts";
import { playChannel } from "../model/play-channel";
import { useRetryOnChannelOnline } from "../model/retry-on-channel-online";
import { useElementWidth } from "../model/use-element-width";
import { useFillHeight } from "../model/use-fill-height";
import { useLiveKeyboard } from "../model/use-live-keyboard";
import { useWallFullScreen } from "../model/use-wall-full-screen";
import { CaptureLists } from "./capture-lists";
import { FULL_SCREEN_SX } from "./exit-full-screen";
import { VideoWindow } from "./video-window";
import { ShortcutHelpButton, WALL_BAR_PX, WallBar } from "./wall-bar";

export interface LiveWindowsProps {
  /** Extra controls beside the split buttons (the layout bar). */
  toolbar?: ReactNode;
  /** Controls before the split buttons (the column toggles). */
  leading?: ReactNode;
  /** Controls of the wall mode's strip (the layouts' tour). */
  wallControls?: ReactNode;
  /** Other slices' keys (the layouts'), listed in the shortcut help after the windows' own. */
  shortcuts?: readonly Shortcut[];
}

const NARROW_WINDOW_PX = 440;
const DENSE_WINDOW_PX = 300;

/** The split video area (spec §2): splits 1/4/9/16 (Mac at most 4), windows, and the capture lists. */
export function LiveWindows({ toolbar, leading, wallControls, shortcuts }: LiveWindowsProps) {
  const { t } = useLingui();
  const state = useVideoRuntimeState();
  const refs = useRef(new Map<number, HTMLElement>());
  const grid = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useVideoSurface(grid);
  useFillHeight(grid, root);
  const wall = useWallFullScreen(grid);
  const [help, setHelp] = useState(false);
  const showHelp = useCallback(() => setHelp(true), []);
  const focusWindow = useCallback((winIndex: number) => refs.current.get(winIndex)?.focus(), []);
  useLiveKeyboard({ focusWindow, toggleWall: wall.toggle, exitWall: wall.active ? wall.exit : undefined, showHelp });
  const allShortcuts = useMemo(() => [...WINDOW_SHORTCUTS, ...(shortcuts ?? [])], [shortcuts]);
  useRetryOnChannelOnline();
  const cols = Math.sqrt(state.splitNum);
  // Issue 28: below this width a window's controls (with the volume slider) could wrap onto a second
  // row; the margin covers a page scrollbar and the grid's gaps (CI saw 2 rows at ~390 px windows).
  const windowWidth = useElementWidth(grid) / cols;
  const narrow = windowWidth < NARROW_WINDOW_PX;
  // Below this the controls' buttons are drawn tighter too (16 windows beside the PTZ column: ~250 px).
  const dense = windowWidth < DENSE_WINDOW_PX;
  const onDrop = (channel: ChannelRef, winIndex: number) => void playChannel(videoRuntime().command, videoRuntime().runtime.getState(), channel, winIndex).catch(() => undefined);
  return (
    <Stack ref={root} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        {leading}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={state.splitNum}
          aria-label={t`Split`}
          onChange={(_, value: number | null) => value && void videoRuntime().command("splitCtrl", { splitNum: value }).catch(() => undefined)}
        >
          {SPLIT_OPTIONS.map((n) => (
            <ToggleButton key={n} value={n} disabled={n > state.maxSplit} aria-label={t`${n} windows`} data-testid={`split-${n}`}>
              {n}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {toolbar}
        <Button size="small" startIcon={<FullscreenIcon />} onClick={wall.enter} data-testid="wall-full-screen" aria-keyshortcuts="W">
          {t`Full screen`}
        </Button>
        <ShortcutHelpButton onClick={showHelp} />
      </Stack>
      <Box
        ref={grid}
        data-testid="live-grid"
        data-split={state.splitNum}
        data-fullscreen={wall.active}
        sx={{ position: "relative", display: "grid", gridTemplateColumns: `repeat(${cols}, 1fr)`, gridTemplateRows: `repeat(${cols}, 1fr)`, gap: "2px", minHeight: 320, bgcolor: "grey.900", ...(wall.active ? { ...FULL_SCREEN_SX, height: "100% !important", pt: `${WALL_BAR_PX}px` } : {}) }}
      >
        {state.windows.slice(0, state.splitNum).map((win) => (
          <VideoWindow
            key={win.winIndex}
            ref={(el: HTMLElement | null) => void (el ? refs.current.set(win.winIndex, el) : refs.current.delete(win.winIndex))}
            win={win}
            selected={state.selected === win.winIndex}
            narrow={narrow}
            dense={dense}
            fullScreen={state.playedBy === "web" && state.fullScreen && state.selected === win.winIndex}
            playedBy={state.playedBy}
            onDropChannel={onDrop}
          />
        ))}
        {/* Above the windows, in a strip of its own: not over any window's name or clock. */}
        {wall.active && <WallBar onExit={wall.exit} onHelp={showHelp}>{wallControls}</WallBar>}
      </Box>
      <ShortcutHelpDialog open={help} onClose={() => setHelp(false)} shortcuts={allShortcuts} />
      <CaptureLists snaps={state.snaps} records={state.records} playedBy={state.playedBy} />
    </Stack>
  );
}

/** Opens a channel from the tree in the selected (or first empty) window. */
export function openChannel(channel: ChannelRef): void {
  const { command, runtime } = videoRuntime();
  void playChannel(command, runtime.getState(), channel).catch(() => undefined);
}

/**
 * The selected window as the PTZ panel needs it (spec §4: available only when the window has data
 * and plays): null for an empty window.
 */
export function useSelectedPtzTarget(): { sn: string; chlIndex: number; available: boolean } | null {
  const state = useVideoRuntimeState();
  const win = state.windows[state.selected - 1];
  if (!win?.sn || win.chlIndex === null) return null;
  return { sn: win.sn, chlIndex: win.chlIndex, available: win.playStatus === "playing" };
}
