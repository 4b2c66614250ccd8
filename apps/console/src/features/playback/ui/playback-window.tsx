import { useLingui } from "@lingui/react/macro";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import type { Channel } from "@vms/api-client";
import type { ReactNode } from "react";
import { ChannelLicenceNotice, isLicenceRefusal } from "@/entities/licence";
import type { PlaybackRuntimeHandle, PlaybackTarget, SavedFile } from "@/shared/video";
import { saveUrl } from "@/shared/lib/save-file";
import { playbackStatusText } from "../model/playback-messages";
import { clockText } from "../model/timeline-window";
import { PlaybackControls } from "./playback-controls";
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
}

const keyOf = (c: { sn: string; chlIndex: number }) => `${c.sn}/${c.chlIndex}`;

/** One playback window: its channel, the video with its wall clock, controls, and its timeline with events and clips. */
export function PlaybackWindow({ winIndex, range, channel, cameras, onChannel, playback, renderDownload, startAtMs }: PlaybackWindowProps) {
  const { t, i18n } = useLingui();
  const target: PlaybackTarget | null = range && channel ? { ...channel, ...range } : null;
  const recordings = useWindowRecordings(range, channel);
  // An alarm's moment comes first; otherwise the window opens at the latest footage (issue 31).
  const openAtMs = startAtMs ?? recordings.openAtMs;
  const { video, state, wallMs, active, controls } = usePlaybackPlayer(winIndex, target, playback, openAtMs, startAtMs !== undefined || recordings.ready);
  const playheadMs = wallMs ?? (target ? (openAtMs ?? target.startTime * 1000) : null);
  const clips = useClipMarks(range, playheadMs === null ? null : playheadMs / 1000, target ? `${keyOf(target)}/${target.startTime}/${target.endTime}` : "");
  const context = channel ? { ...channel, wallMs, source: range?.source ?? "local" } : null;
  const { clip } = clips;
  const cut = clip.kind === "ok" || clip.kind === "tooLong";
  const message = playbackStatusText(i18n, state);
  const named = channel && cameras.find((c) => keyOf(c) === keyOf(channel));
  return (
    <Paper variant="outlined" component="section" aria-label={t`Window ${winIndex}`} onKeyDown={clips.onKeyDown} data-testid={`playback-window-${winIndex}`} data-status={state.status} data-code={state.code ?? undefined} sx={{ p: 1, display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}>
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
      <Box sx={{ position: "relative", bgcolor: "#000", aspectRatio: "16 / 9" }}>
        <video ref={video} muted playsInline aria-label={named ? `${named.deviceName} · ${named.name}` : t`Window ${winIndex}`} style={{ width: "100%", height: "100%", objectFit: "contain" }} data-testid={`playback-video-${winIndex}`} />
        {wallMs !== null && (
          <Box data-testid={`playback-clock-${winIndex}`} data-wall-ms={wallMs} sx={{ position: "absolute", top: 4, right: 8, color: "#fff", bgcolor: "rgba(0,0,0,0.6)", px: 0.5, fontFamily: "monospace" }}>
            {clockText(wallMs)}
          </Box>
        )}
        {active && <PlaybackVolume video={video} winIndex={winIndex} />}
        {message && (
          <Box role={isLicenceRefusal(state.code) ? undefined : "status"} sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", color: "#fff", textAlign: "center", p: 2 }}>
            {/* Spec §4: a channel no licence covers shows the licence warning (issue 27). */}
            {state.status === "failed" && isLicenceRefusal(state.code) ? <ChannelLicenceNotice code={state.code} /> : message}
          </Box>
        )}
      </Box>
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
      {range && (
        <WindowTimeline
          winIndex={winIndex}
          range={range}
          cursorMs={playheadMs}
          recordings={recordings}
          clips={clips}
          onSeek={controls.seek}
          clipActions={context && clip.kind === "ok" ? renderDownload?.({ ...context, clip: { startTime: clip.startTime, endTime: clip.endTime } }) : null}
        />
      )}
    </Paper>
  );
}

/** Saves a SnapPicture file: the runtime holds its object URL (the newest 5, spec §3). */
function saveSnapshot(file: SavedFile): void {
  saveUrl(file.filePath, file.fileName);
}
