import { encodeVideoFrame } from "@vms/api-client";
import { AudioCursor } from "./audio-cursor.js";
import { FrameCursor } from "./frame-cursor.js";
import type { ExportStretch } from "./export-plan.js";
import type { RecordingStore } from "./recording-store.js";

/** What a running export needs of the connection. */
export interface ExportSink {
  sendBinary(bytes: Uint8Array): boolean;
  /** Bytes queued on the socket. */
  buffered(): number;
}

// As fast as the uplink drains, never skipping: a burst of frames, then wait while this much is queued.
const BURST_FRAMES = 50;
export const MAX_BUFFERED_BYTES = 1024 * 1024;
const BACKLOG_WAIT_MS = 5;

/**
 * Sends an export's frames (the plan's stretches, in order) as binary video frames of `streamId`,
 * `timestampMs` from the range's start. Answers the function that aborts it; `onDone` runs after
 * the last frame or when the socket refused one. With `withAudio` (issue 31) the recorded sound
 * follows each frame up to the next one, stamped on the same clock, so the file holds both tracks.
 */
export function runExport(store: RecordingStore, chlIndex: number, streamId: number, plan: readonly ExportStretch[], sink: ExportSink, onDone: () => void, withAudio = false): () => void {
  const cursor = new FrameCursor(store, chlIndex);
  const audio = withAudio ? new AudioCursor(store, chlIndex) : null;
  let lastWallMs: number | null = null;
  let stretch = 0;
  let inStretch = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const finish = (): void => {
    over = true;
    cursor.close();
    audio?.close();
    onDone();
  };
  const sendOne = (): boolean => {
    const s = plan[stretch]!;
    if (inStretch === 0) {
      cursor.seek(s.keyWallMs);
      audio?.seek(s.keyWallMs);
      lastWallMs = null;
    }
    const frame = cursor.read();
    if (!frame) return false;
    const timestampMs = s.offsetMs + (frame.wallMs - s.keyWallMs);
    if (!sink.sendBinary(encodeVideoFrame({ streamId, keyframe: frame.keyframe, timestampMs, data: frame.data }))) return false;
    cursor.advance();
    if (audio) {
      // The stretch's last frame takes one frame interval of sound (that before it), as the file's picture lasts.
      const interval = lastWallMs === null ? 40 : Math.max(1, frame.wallMs - lastWallMs);
      const untilMs = inStretch + 1 < s.count ? (cursor.current()?.wallMs ?? frame.wallMs + interval) : frame.wallMs + interval;
      for (const unit of audio.take(untilMs)) sink.sendBinary(encodeVideoFrame({ streamId, keyframe: false, audio: true, timestampMs: s.offsetMs + (unit.wallMs - s.keyWallMs), data: unit.data }));
    }
    lastWallMs = frame.wallMs;
    if (++inStretch >= s.count) {
      stretch++;
      inStretch = 0;
    }
    return true;
  };
  const pump = (): void => {
    timer = undefined;
    if (over) return;
    if (sink.buffered() > MAX_BUFFERED_BYTES) {
      timer = setTimeout(pump, BACKLOG_WAIT_MS);
      return;
    }
    for (let n = 0; n < BURST_FRAMES && stretch < plan.length; n++) if (!sendOne()) return finish();
    if (stretch >= plan.length) finish();
    else timer = setTimeout(pump, 0);
  };
  // The result goes out first (the caller answers when this returns): the first frame comes on the next turn.
  timer = setTimeout(pump, 0);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    if (!over) {
      over = true;
      cursor.close();
      audio?.close();
    }
  };
}
