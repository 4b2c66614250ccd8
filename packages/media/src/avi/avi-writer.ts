import { ByteWriter } from "../bytes.js";

/** Options of createAviWriter. */
export interface AviWriterOptions {
  /** Picture width in pixels. */
  width: number;
  /** Picture height in pixels. */
  height: number;
  /** Frames per second (25, or e.g. 29.97). */
  fps: number;
  /** An AAC track (issue 31): raw access units added with addAudio become stream 1 ('01wb'). */
  audio?: { config: Uint8Array; sampleRate: number; channels: number } | undefined;
}

/** Collects H.264 frames and writes them as one AVI file. */
export interface AviWriter {
  /**
   * Adds one frame: an Annex B access unit (an IDR with its SPS/PPS in front). Frames before the
   * first keyframe are dropped, because a player could not decode them.
   */
  addFrame(annexB: Uint8Array, keyframe: boolean): void;
  /**
   * Adds one raw AAC access unit (1024 samples) of the `audio` track, in time order with the
   * frames; units before the first video keyframe are dropped with the frames they go with.
   */
  addAudio(aac: Uint8Array): void;
  /** The whole file: RIFF 'AVI ' with hdrl, movi and idx1. */
  finish(): Uint8Array;
}

// avih dwFlags (Microsoft AVI RIFF reference): an idx1 exists, data is interleaved, and the index's
// keyframe flags can be trusted.
const AVIF_HASINDEX = 0x10;
const AVIF_ISINTERLEAVED = 0x100;
const AVIF_TRUSTCKTYPE = 0x800;
/** idx1 dwFlags of a keyframe. */
export const AVIIF_KEYFRAME = 0x10;

interface Frame {
  data: Uint8Array;
  keyframe: boolean;
  /** Chunk id: '00dc' video, '01wb' audio. */
  id: "00dc" | "01wb";
}

/** WAVEFORMATEX wFormatTag of raw AAC (ffmpeg and VLC map 0x00FF to AAC, extradata = AudioSpecificConfig). */
export const WAVE_FORMAT_RAW_AAC = 0x00ff;
const AAC_FRAME_SAMPLES = 1024;

/** Writes a RIFF chunk or list in little-endian: id, size, body, pad byte to an even size. */
function chunk(w: ByteWriter, id: string, body: (w: ByteWriter) => void): void {
  w.fourcc(id).u32(0);
  const start = w.length;
  body(w);
  w.setU32(start - 4, w.length - start, true);
  if ((w.length - start) % 2) w.u8(0);
}

function list(w: ByteWriter, type: string, body: (w: ByteWriter) => void): void {
  chunk(w, "LIST", (b) => {
    b.fourcc(type);
    body(b);
  });
}

/** Rate/scale of the stream header: 25/1 for whole frame rates, else thousandths. */
function rateScale(fps: number): { rate: number; scale: number } {
  return Number.isInteger(fps) ? { rate: fps, scale: 1 } : { rate: Math.round(fps * 1000), scale: 1000 };
}

/** The audio stream's strl: strh auds (one chunk = 1024 samples, VBR) and strf WAVEFORMATEX with the config. */
function audioStrl(h: ByteWriter, a: NonNullable<AviWriterOptions["audio"]>, units: readonly Frame[]): void {
  const maxUnit = units.reduce((max, f) => Math.max(max, f.data.length), 0);
  const bytes = units.reduce((sum, f) => sum + f.data.length, 0);
  const seconds = (units.length * AAC_FRAME_SAMPLES) / a.sampleRate;
  list(h, "strl", (s) => {
    chunk(s, "strh", (d) => {
      d.fourcc("auds").u32(0, true).u32(0, true).u16(0, true).u16(0, true).u32(0, true);
      d.u32(AAC_FRAME_SAMPLES, true).u32(a.sampleRate, true).u32(0, true).u32(units.length, true); // scale, rate, start, length (units)
      d.u32(maxUnit, true).u32(0xffffffff, true).u32(0, true); // buffer, quality -1, sample size 0 (VBR)
      d.zeros(8); // rcFrame
    });
    chunk(s, "strf", (d) => {
      d.u16(WAVE_FORMAT_RAW_AAC, true).u16(a.channels, true).u32(a.sampleRate, true);
      d.u32(seconds > 0 ? Math.ceil(bytes / seconds) : 0, true).u16(AAC_FRAME_SAMPLES, true).u16(16, true); // avg bytes/s, block align, bits
      d.u16(a.config.length, true).bytes(a.config); // cbSize, AudioSpecificConfig
    });
  });
}

function headers(w: ByteWriter, o: AviWriterOptions, all: readonly Frame[]): void {
  const frames = all.filter((f) => f.id === "00dc");
  const maxFrame = frames.reduce((max, f) => Math.max(max, f.data.length), 0);
  const bytes = frames.reduce((sum, f) => sum + f.data.length, 0);
  const seconds = frames.length / o.fps;
  const { rate, scale } = rateScale(o.fps);
  list(w, "hdrl", (h) => {
    chunk(h, "avih", (d) => {
      d.u32(Math.round(1_000_000 / o.fps), true); // dwMicroSecPerFrame
      d.u32(seconds > 0 ? Math.ceil(bytes / seconds) : 0, true); // dwMaxBytesPerSec
      d.u32(0, true).u32(AVIF_HASINDEX | AVIF_ISINTERLEAVED | AVIF_TRUSTCKTYPE, true);
      d.u32(frames.length, true).u32(0, true).u32(o.audio ? 2 : 1, true); // total frames, initial frames, streams
      d.u32(maxFrame + 8, true).u32(o.width, true).u32(o.height, true); // suggested buffer, size
      d.zeros(16); // dwReserved[4]
    });
    list(h, "strl", (s) => {
      chunk(s, "strh", (d) => {
        d.fourcc("vids").fourcc("H264").u32(0, true).u16(0, true).u16(0, true).u32(0, true);
        d.u32(scale, true).u32(rate, true).u32(0, true).u32(frames.length, true); // scale, rate, start, length
        d.u32(maxFrame + 8, true).u32(0xffffffff, true).u32(0, true); // buffer, quality -1, sample size
        d.u16(0, true).u16(0, true).u16(o.width, true).u16(o.height, true); // rcFrame
      });
      chunk(s, "strf", (d) => {
        // BITMAPINFOHEADER
        d.u32(40, true).u32(o.width, true).u32(o.height, true).u16(1, true).u16(24, true);
        d.fourcc("H264").u32(o.width * o.height * 3, true).zeros(16);
      });
    });
    if (o.audio) audioStrl(h, o.audio, all.filter((f) => f.id === "01wb"));
  });
}

/**
 * An AVI 1.0 writer for H.264 (what a local recording saves, playable by common players): RIFF
 * 'AVI ' > LIST hdrl (avih with AVIF_HASINDEX and the frame count; LIST strl with strh vids/H264 and
 * strf BITMAPINFOHEADER; with `audio` a second strl auds/WAVEFORMATEX 0x00FF and '01wb' chunks) > LIST movi ('00dc' chunks of Annex B frames, padded to even sizes) > idx1
 * (keyframes flagged 0x10, offsets from the 'movi' fourcc). Frames are kept in memory until
 * finish(); AVI 1.0 files stay below 1 GB (no OpenDML), so callers cap recordings well below that.
 */
export function createAviWriter(opts: AviWriterOptions): AviWriter {
  const frames: Frame[] = [];
  return {
    addFrame(annexB, keyframe) {
      if (frames.length === 0 && !keyframe) return;
      frames.push({ data: annexB.slice(), keyframe, id: "00dc" });
    },
    addAudio(aac) {
      if (!opts.audio || frames.length === 0) return;
      frames.push({ data: aac.slice(), keyframe: true, id: "01wb" });
    },
    finish() {
      const total = frames.reduce((sum, f) => sum + 8 + f.data.length + (f.data.length % 2), 0);
      const w = new ByteWriter(1024 + total + 16 * frames.length);
      chunk(w, "RIFF", (r) => {
        r.fourcc("AVI ");
        headers(r, opts, frames);
        let moviFourcc = 0;
        const offsets: number[] = [];
        list(r, "movi", (m) => {
          moviFourcc = m.length - 4;
          for (const f of frames) {
            offsets.push(m.length - moviFourcc);
            chunk(m, f.id, (d) => d.bytes(f.data));
          }
        });
        chunk(r, "idx1", (d) => {
          frames.forEach((f, i) => {
            d.fourcc(f.id).u32(f.keyframe ? AVIIF_KEYFRAME : 0, true).u32(offsets[i]!, true).u32(f.data.length, true);
          });
        });
      });
      return w.toBytes();
    },
  };
}
