import { readFileSync } from "node:fs";

/** Which stream of a channel: main (1280×720) or sub (640×360). */
export type VideoStream = "main" | "sub";

/** One pre-encoded loop of assets/video, as clips.json lists it. */
export interface VideoClipInfo {
  /** File name in assets/video (Annex B H.264). */
  file: string;
  stream: VideoStream;
  /** The channel number burned into the picture ("CH n"). */
  chlIndex: number;
  /** The demo device the clip is labelled for; null for the generic "CH n" clips. */
  sn: string | null;
  /** The label burned into the picture, e.g. "CH 3" or "NVR-16-8H 2B82  N3B2D1A22B82 · CH 2". */
  label: string;
  /** The picture's background colour (`#rrggbb`), different for every clip pair. */
  background: string;
}

interface Catalogue {
  fps: number;
  gopFrames: number;
  loopFrames: number;
  clips: VideoClipInfo[];
}

/** Where the committed clips live, from both src (tests) and dist (runtime). */
export const VIDEO_ASSETS_DIR = new URL("../../assets/video/", import.meta.url);

let catalogue: Catalogue | undefined;

function load(): Catalogue {
  catalogue ??= JSON.parse(readFileSync(new URL("clips.json", VIDEO_ASSETS_DIR), "utf8")) as Catalogue;
  return catalogue;
}

/** The frame rate of every clip (clips.json). */
export function videoClipFps(): number {
  return load().fps;
}

/** Every clip of assets/video/clips.json (made by scripts/make-video-assets.sh). */
export function listVideoClips(): readonly VideoClipInfo[] {
  return load().clips;
}

/** What selects a clip: a device's channel and stream, optionally a clip label. */
export interface VideoClipQuery {
  sn: string;
  chlIndex: number;
  stream: VideoStream;
  /** A clip label (as in clips.json, case-insensitive) that wins over the device's own clip. */
  label?: string;
}

// Generic clips exist for channels 1..GENERIC_CHANNELS; higher channels reuse them in turn.
const GENERIC_CHANNELS = 16;

/**
 * The clip a channel shows, deterministically: a clip of that label if `label` names one; else the
 * demo clip made for this SN and channel; else the generic "CH n" clip (channel n modulo 16).
 */
export function videoClipFor(query: VideoClipQuery): VideoClipInfo {
  if (!Number.isInteger(query.chlIndex) || query.chlIndex < 1) throw new RangeError(`chlIndex must be a positive integer, got ${query.chlIndex}`);
  const clips = load().clips.filter((c) => c.stream === query.stream);
  const label = query.label?.toLowerCase();
  const generic = ((query.chlIndex - 1) % GENERIC_CHANNELS) + 1;
  const clip =
    (label === undefined ? undefined : clips.find((c) => c.label.toLowerCase() === label)) ??
    clips.find((c) => c.sn === query.sn && c.chlIndex === query.chlIndex) ??
    clips.find((c) => c.sn === null && c.chlIndex === generic);
  if (!clip) throw new Error(`no ${query.stream} clip for channel ${generic} in assets/video/clips.json`);
  return clip;
}
