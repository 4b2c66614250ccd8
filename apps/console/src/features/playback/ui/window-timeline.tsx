import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import { PlaybackTimeline } from "./playback-timeline";
import { TimelineClipBar } from "./timeline-clip-bar";
import { TimelineEventList } from "./timeline-event-list";
import type { useClipMarks } from "./use-clip-marks";
import type { useWindowRecordings } from "./use-window-recordings";

export interface WindowTimelineProps {
  winIndex: number;
  range: { startTime: number; endTime: number; source?: "local" | "cloud" };
  /** The window's channel: its pictures show while scrubbing (issue 31). */
  channel?: { sn: string; chlIndex: number } | null | undefined;
  /** The playhead (Unix ms), null without a channel. */
  cursorMs: number | null;
  recordings: ReturnType<typeof useWindowRecordings>;
  clips: ReturnType<typeof useClipMarks>;
  onSeek: (wallMs: number) => void;
  /** Download and Archive of the cut clip (the route's slot). */
  clipActions: ReactNode;
}

/** A window's timeline with its events beside it and the clip bar under it (issue 31). */
export function WindowTimeline({ winIndex, range, channel, cursorMs, recordings, clips, onSeek, clipActions }: WindowTimelineProps) {
  const { clip } = clips;
  const selection =
    clip.kind === "ok" || clip.kind === "tooLong"
      ? { startTime: clip.startTime, endTime: clip.endTime, refused: clip.kind === "tooLong" }
      : clip.kind === "partial"
        ? { startTime: clip.at, endTime: clip.at, refused: false }
        : null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "flex-start", rowGap: 1 }}>
        <PlaybackTimeline
          winIndex={winIndex}
          startTime={range.startTime}
          endTime={range.endTime}
          cursorMs={cursorMs}
          segments={recordings.spans}
          events={recordings.events}
          selection={selection}
          onSeek={onSeek}
          onSelect={cursorMs === null ? undefined : clips.select}
          thumbnails={channel ? { ...channel, source: range.source ?? "local" } : null}
        />
        {cursorMs !== null && <TimelineEventList winIndex={winIndex} events={recordings.events} loading={recordings.eventsLoading} onSeek={onSeek} />}
      </Stack>
      {cursorMs !== null && <TimelineClipBar winIndex={winIndex} clip={clip} onMark={clips.mark} onClear={clips.clear} actions={clipActions} />}
    </Stack>
  );
}
