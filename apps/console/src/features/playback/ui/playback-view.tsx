import { useLingui } from "@lingui/react/macro";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPlaybackRuntime } from "@/shared/video";
import { ShortcutHelpDialog } from "@/shared/ui";
import { usePlaybackCameras } from "../api/recordings";
import { gridColumns } from "../model/playback-grid";
import { PLAYBACK_SHORTCUTS } from "../model/playback-shortcuts";
import { dateTimeText } from "../model/timeline-window";
import { EventLegend } from "./event-legend";
import { PlaybackToolbar } from "./playback-toolbar";
import { PlaybackWindow, type DownloadContext } from "./playback-window";
import { RecordingCalendar } from "./recording-calendar";
import { usePlaybackKeyboard } from "./use-playback-keyboard";
import { usePlaybackRange } from "./use-playback-range";
import { usePlaybackWindows } from "./use-playback-windows";
import { formatSpecTime } from "@vms/api-client";

const dayOf = (d: Date) => formatSpecTime(d, "date");

const today = () => dayOf(new Date());

/** A camera and moment to open at (issue 28: an alarm's "Playback" link). */
export interface PlaybackMoment {
  sn: string;
  chlIndex: number;
  /** Unix ms. */
  atMs: number;
}

export interface PlaybackViewProps {
  /** Opens window 1 on this camera, on the moment's day, playing from the moment. */
  initial?: PlaybackMoment | undefined;
  /** The download button of a window (features/download-create), wired by the route at merge. */
  renderDownload?: (context: DownloadContext) => ReactNode;
  /**
   * The licence directive (spec §4, entities/licence `useLicenceGuard().guard`), composed by the
   * route: choosing a channel to play back is a licensed action; clearing a window is not.
   */
  guard?: <A extends unknown[]>(action: (...args: A) => unknown) => (...args: A) => void;
  /**
   * Whether the guard knows the licence state yet (default true): the linked camera waits for it so
   * it is checked against the real state, not the unknown one that blocks nothing.
   */
  guardReady?: boolean;
  /**
   * The channel tree (features/live-tree, composed by the live page, issue 31): it is handed the
   * function that plays a channel in the selected window, or the first empty one (double-click, Enter).
   */
  renderTree?: ((openChannel: (channel: { sn: string; chlIndex: number }) => void) => ReactNode) | undefined;
}

const unguarded: NonNullable<PlaybackViewProps["guard"]> = (action) => (...args) => void action(...args);

/**
 * Spec §2 Playback (local or cloud): range and source, a calendar of days with recordings, and up to
 * 16 windows (issue 31) filled from the channel tree by double-click or drag, played independently or
 * on one clock (syncAllWin / asynAllWin / pauseAllWin / resumeAllWin), with keyboard shortcuts.
 */
export function PlaybackView({ renderDownload, guard = unguarded, guardReady = true, initial, renderTree }: PlaybackViewProps) {
  const { t } = useLingui();
  const cameras = usePlaybackCameras();
  const firstDay = initial ? dayOf(new Date(initial.atMs)) : today();
  const { draft, range, problem, apply } = usePlaybackRange(firstDay);
  const grid = usePlaybackWindows(guard);
  const { count, channels, selected, choose } = grid;
  const [help, setHelp] = useState(false);
  // Grids above 4 show the selected window's timeline here, under the pictures.
  const [timelineSlot, setTimelineSlot] = useState<HTMLElement | null>(null);
  const playback = useMemo(() => createPlaybackRuntime(), []);
  const { command } = playback;
  useEffect(() => () => playback.runtime.reset(), [playback]);
  const { synced } = useSyncExternalStore(playback.runtime.subscribe, playback.runtime.getState);
  // Spec §7 SetPlayMode follows the Device/Cloud switch (the windows' own commands come first: child effects run first).
  useEffect(() => void command("SetPlayMode", { mode: draft.source }).catch(() => undefined), [command, draft.source]);

  const toggleSync = (on: boolean) => {
    void command(on ? "syncAllWin" : "asynAllWin", {}).catch(() => undefined);
  };
  const windowRange = range ? { ...range, source: draft.source } : null;
  usePlaybackKeyboard({ playback, selected, count, select: grid.select, showHelp: () => setHelp(true) });
  const compact = count > 4;
  const wallChannels = synced ? channels.slice(0, count).filter((c) => c !== null) : undefined;
  // Issue 28: the linked camera is chosen like one picked by hand, through the licence directive, once.
  const linked = useRef(false);
  useEffect(() => {
    if (!initial || !guardReady || linked.current) return;
    linked.current = true;
    choose(1, { sn: initial.sn, chlIndex: initial.chlIndex });
  }, [initial, guardReady, choose]);
  return (
    <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }} data-testid="playback-view">
      <PlaybackToolbar
        draft={draft}
        onDraft={apply}
        count={count}
        onCount={grid.setCount}
        synced={synced}
        onSync={toggleSync}
        onPauseAll={() => void command("pauseAllWin", {}).catch(() => undefined)}
        onResumeAll={() => void command("resumeAllWin", {}).catch(() => undefined)}
        onHelp={() => setHelp(true)}
      />
      {problem === "noData" && <Alert severity="info">{t`No recordings: choose a range to play back from the cloud.`}</Alert>}
      {problem === "tooLong" && <Alert severity="warning">{t`A range may span at most 31 days.`}</Alert>}
      {problem === "endBeforeStart" && <Alert severity="warning" data-testid="range-ignored">{t`The end day is before the start day: the range was not changed.`}</Alert>}
      {range && (
        <Typography variant="body2" color="text.secondary" data-testid="playback-range">
          {t`Recordings from ${dateTimeText(range.startTime * 1000)} to ${dateTimeText(range.endTime * 1000)}`}
        </Typography>
      )}
      <Stack direction={{ xs: "column", lg: "row" }} spacing={2}>
        {/* Sticky beside a tall 16-window grid: the tree stays at hand to drag onto a window lower down. */}
        <Stack spacing={2} sx={{ width: { lg: 260 }, flexShrink: 0, position: { lg: "sticky" }, top: { lg: 8 }, alignSelf: { lg: "flex-start" } }}>
          {renderTree && (
            <Paper variant="outlined" sx={{ p: 1, height: 360, display: "flex", flexDirection: "column" }} data-testid="playback-tree">
              {renderTree(grid.openFromTree)}
            </Paper>
          )}
          <RecordingCalendar day={draft.startDay || today()} channel={channels[selected - 1] ?? channels[0] ?? null} source={draft.source} onPick={(d) => apply({ ...draft, startDay: d, endDay: d })} />
          <EventLegend source={draft.source} />
        </Stack>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Box ref={grid.gridRef} data-testid="playback-grid" data-split={count} sx={{ display: "grid", gap: 1, gridTemplateColumns: count === 1 ? "1fr" : { xs: "1fr", md: `repeat(${gridColumns(count)}, minmax(0, 1fr))` } }}>
            {channels.slice(0, count).map((channel, i) => (
              <PlaybackWindow
                key={i + 1}
                winIndex={i + 1}
                range={windowRange}
                channel={channel}
                cameras={cameras.data ?? []}
                onChannel={(c) => (c ? choose(i + 1, c) : grid.setChannel(i + 1, null))}
                playback={playback}
                renderDownload={renderDownload}
                startAtMs={i === 0 ? initial?.atMs : undefined}
                selected={selected === i + 1}
                onSelect={() => grid.setSelected(i + 1)}
                timelineSlot={compact ? timelineSlot : undefined}
                wallChannels={wallChannels}
              />
            ))}
          </Box>
          {compact && <Box ref={setTimelineSlot} data-testid="playback-selected-timeline" />}
        </Stack>
      </Stack>
      <ShortcutHelpDialog open={help} onClose={() => setHelp(false)} shortcuts={PLAYBACK_SHORTCUTS} />
    </Stack>
  );
}
