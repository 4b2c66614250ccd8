import { useLingui } from "@lingui/react/macro";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import type { Channel } from "@vms/api-client";
import type { DragEvent, ReactNode } from "react";
import { createPortal } from "react-dom";
import { readChannelDrag, type PlaybackRuntimeHandle, type PlaybackTarget, type SavedFile } from "@/shared/video";
import { saveUrl } from "@/shared/lib/save-file";
import { playbackStatusText } from "../model/playback-messages";
import { PlaybackControls } from "./playback-controls";
import { PlaybackPicture } from "./playback-picture";
import { PlaybackVolume } from "./playback-volume";
import { WindowTimeline } from "./window-timeline";
import { usePlaybackPlayer } from "./use-playback-player";
import { useClipMarks } from "./use-clip-marks";
import { useWindowRecordings } from "./use-window-recordings";

/** What the download button of a window gets (features/download-create's CreateDownloadTaskDialog, wired at merge). */
export interface DownloadContext {
  sn: string;
  chlIndex: number;
  /** The wall time shown (Unix ms), null before the first frame. */
  wallMs: number | null;
  /** Where the recording comes from. */
  source: "local" | "cloud";
  /** A clip cut on the timeline (Unix s, at most 60 minutes): the download and archive take it as their range. */
  clip?: { startTime: number; endTime: number } | null;
  /** The last recorded moment of the window's spans (Unix s), null while unknown: an archive from the moment stops there. */
  footageEnd?: number | null;
  /** Synchronised windows (issue 31): every window's channel, so a clip can be cut from all at once. */
  wallChannels?: readonly { sn: string; chlIndex: number }[] | undefined;
}

export interface PlaybackWindowProps {
  winIndex: number;
  range: { startTime: number; endTime: number; source: "local" | "cloud" } | null;
  channel: { sn: string; chlIndex: number } | null;
  cameras: readonly Channel[];
  onChannel: (channel: { sn: string; chlIndex: number } | null) => void;
  /** The view's playback runtime: every window's commands go through its client. */
  playback: PlaybackRuntimeHandle;
  renderDownload?: (context: DownloadContext) => ReactNode;
  /** Where the first play starts (Unix ms), when the view was opened at a moment. */
  startAtMs?: number | undefined;
  /** The selected window (issue 31): the tree's double-click and the keys go to it. */
  selected?: boolean;
  onSelect?: () => void;
  /**
   * Grids of 9 and 16 (issue 31): the window's timeline shows in this element below the grid while the
   * window is selected, and not at all otherwise (16 timelines would leave no room for pictures).
   */
  timelineSlot?: HTMLElement | null | undefined;
  /** Synchronised (issue 31): the channels of every window, for a clip of all of them. */
  wallChannels?: readonly { sn: string; chlIndex: number }[] | undefined;
}

const keyOf = (c: { sn: string; chlIndex: number }) => `${c.sn}/${c.chlIndex}`;

/** One playback window: its channel, the video with its wall clock, controls, and its timeline with events and clips. */
export function PlaybackWindow({ winIndex, range, channel, cameras, onChannel, playback, renderDownload, startAtMs, selected = false, onSelect, timelineSlot, wallChannels }: PlaybackWindowProps) {
  const { t, i18n } = useLingui();
  const target: PlaybackTarget | null = range && channel ? { ...channel, ...range } : null;
  const recordings = useWindowRecordings(range, channel);
  // An alarm's moment comes first; otherwise the window opens at the latest footage (issue 31).
  const openAtMs = startAtMs ?? recordings.openAtMs;
  const { video, state, wallMs, active, controls } = usePlaybackPlayer(winIndex, target, playback, openAtMs, startAtMs !== undefined || recordings.ready);
  const playheadMs = wallMs ?? (target ? (openAtMs ?? target.startTime * 1000) : null);
  const clips = useClipMarks(range, playheadMs === null ? null : playheadMs / 1000, target ? `${keyOf(target)}/${target.startTime}/${target.endTime}` : "");
  const context = channel ? { ...channel, wallMs, source: range?.source ?? "local", footageEnd: recordings.footageEnd } : null;
  const { clip } = clips;
  const cut = clip.kind === "ok" || clip.kind === "tooLong";
  const message = playbackStatusText(i18n, state);
  const named = channel && cameras.find((c) => keyOf(c) === keyOf(channel));
  // Issue 31: a channel dragged from the tree plays here.
  const onDrop = (event: DragEvent) => {
    const dropped = readChannelDrag(event.dataTransfer);
    if (!dropped) return;
    event.preventDefault();
    onChannel({ sn: dropped.sn, chlIndex: dropped.chlIndex });
    onSelect?.();
  };
  const timeline = range && (
    <WindowTimeline
      winIndex={winIndex}
      range={range}
      channel={channel}
      cursorMs={playheadMs}
      recordings={recordings}
      clips={clips}
      onSeek={controls.seek}
      clipActions={context && clip.kind === "ok" ? renderDownload?.({ ...context, clip: { startTime: clip.startTime, endTime: clip.endTime }, wallChannels }) : null}
    />
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t`Window ${winIndex}`}
      tabIndex={0}
      onKeyDown={clips.onKeyDown}
      onFocus={onSelect}
      onClick={onSelect}
      onDragOver={(e: DragEvent) => e.preventDefault()}
      onDrop={onDrop}
      data-testid={`playback-window-${winIndex}`}
      data-status={state.status}
      data-code={state.code ?? undefined}
      data-selected={selected}
      data-channel={channel ? keyOf(channel) : undefined}
      sx={{ p: 1, display: "flex", flexDirection: "column", gap: 1, minWidth: 0, borderColor: selected ? "primary.main" : undefined, outlineOffset: -2 }}
    >
      <TextField select size="small" label={t`Channel of window ${winIndex}`} value={channel ? keyOf(channel) : ""} onChange={(e) => {
        const c = cameras.find((x) => keyOf(x) === e.target.value);
        onChannel(c ? { sn: c.sn, chlIndex: c.chlIndex } : null);
      }}>
        {cameras.map((c) => (
          <MenuItem key={keyOf(c)} value={keyOf(c)}>
            {`${c.deviceName} · ${c.name}`}
          </MenuItem>
        ))}
      </TextField>
      <PlaybackPicture winIndex={winIndex} video={video} name={named ? `${named.deviceName} · ${named.name}` : t`Window ${winIndex}`} wallMs={wallMs} state={state} message={message}>
        {active && <PlaybackVolume video={video} winIndex={winIndex} />}
      </PlaybackPicture>
      <PlaybackControls
        winIndex={winIndex}
        playing={state.status === "playing" || state.status === "connecting"}
        speed={state.speed}
        disabled={!active}
        onPlay={controls.resume}
        onPause={controls.pause}
        onSpeed={controls.setSpeed}
        onStep={controls.step}
        onSnapshot={() => void controls.snapshot(`playback-window${winIndex}-${Date.now()}.png`).then((file) => file && saveSnapshot(file))}
        // A cut clip takes the download and archive to the clip bar (spec §5: none over 60 minutes).
        downloadSlot={context && !cut ? renderDownload?.(context) : null}
      />
      {timelineSlot === undefined ? timeline : selected && timelineSlot ? createPortal(timeline, timelineSlot) : null}
    </Paper>
  );
}

/** Saves a SnapPicture file: the runtime holds its object URL (the newest 5, spec §3). */
function saveSnapshot(file: SavedFile): void {
  saveUrl(file.filePath, file.fileName);
}
