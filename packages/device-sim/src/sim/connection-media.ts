import type { DeviceFrame } from "@vms/api-client";
import type { WebSocket } from "ws";
import type { DeviceState } from "./device-state.js";
import { PlaybackStreams, SYSTEM_CLOCK, type PlaybackClock } from "./playback-streams.js";
import { RecordingExports } from "./recordings.js";
import { VideoStreams, type StreamSourceFactory, type VideoStats } from "./video-streams.js";

/** The media of one gateway connection: live streams, recording exports and playback. */
export interface ConnectionMedia {
  video: VideoStreams;
  recordings: RecordingExports;
  playback: PlaybackStreams;
}

export interface ConnectionMediaOptions {
  sn: string;
  state: DeviceState;
  ws: WebSocket;
  /** The socket is open and still the device's current one. */
  isCurrent(): boolean;
  send(frame: DeviceFrame): void;
  journal(message: string): void;
  videoSource: StreamSourceFactory;
  videoStats: VideoStats;
  exportFps?: number | undefined;
  playbackClock?: PlaybackClock | undefined;
}

/** Builds the media of a connection; binary frames go out only while it is current. */
export function createConnectionMedia(options: ConnectionMediaOptions): ConnectionMedia {
  const { sn, state, ws, isCurrent, send, journal } = options;
  const sendBinary = (bytes: Uint8Array) => isCurrent() && (ws.send(bytes), true);
  const buffered = () => ws.bufferedAmount;
  const now = () => Date.now();
  return {
    video: new VideoStreams({ sn, state, sendBinary, send, buffered, journal }, options.videoSource, options.videoStats),
    recordings: new RecordingExports({ sn, state, sendBinary, buffered, journal, now, exportFps: options.exportFps }),
    playback: new PlaybackStreams({ sn, state, sendBinary, send, buffered, journal, clock: options.playbackClock ?? SYSTEM_CLOCK }),
  };
}
