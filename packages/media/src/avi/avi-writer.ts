import { ByteWriter } from "../bytes.js";

/** Options of createAviWriter. */
export interface AviWriterOptions {
  /** Picture width in pixels. */
  width: number;
  /** Picture height in pixels. */
  height: number;
  /** Frames per second (25, or e.g. 29.97). */
  fps: number;
}

/** Collects H.264 frames and writes them as one AVI file. */
export interface AviWriter {
  /**
   * Adds one frame: an Annex B access unit (an IDR with its SPS/PPS in front). Frames before the
   * first keyframe are dropped, because a player could not decode them.
   */
  addFrame(annexB: Uint8Array, keyframe: boolean): void;
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
}

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

function headers(w: ByteWriter, o: AviWriterOptions, frames: readonly Frame[]): void {
  const maxFrame = frames.reduce((max, f) => Math.max(max, f.data.length), 0);
  const bytes = frames.reduce((sum, f) => sum + f.data.length, 0);
  const seconds = frames.length / o.fps;
  const { rate, scale } = rateScale(o.fps);
  list(w, "hdrl", (h) => {
    chunk(h, "avih", (d) => {
      d.u32(Math.round(1_000_000 / o.fps), true); // dwMicroSecPerFrame
      d.u32(seconds > 0 ? Math.ceil(bytes / seconds) : 0, true); // dwMaxBytesPerSec
      d.u32(0, true).u32(AVIF_HASINDEX | AVIF_ISINTERLEAVED | AVIF_TRUSTCKTYPE, true);
      d.u32(frames.length, true).u32(0, true).u32(1, true); // total frames, initial frames, streams
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
  });
}

/**
 * An AVI 1.0 writer for H.264 (what a local recording saves, playable by common players): RIFF
 * 'AVI ' > LIST hdrl (avih with AVIF_HASINDEX and the frame count; LIST strl with strh vids/H264 and
 * strf BITMAPINFOHEADER) > LIST movi ('00dc' chunks of Annex B frames, padded to even sizes) > idx1
 * (keyframes flagged 0x10, offsets from the 'movi' fourcc). Frames are kept in memory until
 * finish(); AVI 1.0 files stay below 1 GB (no OpenDML), so callers cap recordings well below that.
 */
export function createAviWriter(opts: AviWriterOptions): AviWriter {
  const frames: Frame[] = [];
  return {
    addFrame(annexB, keyframe) {
      if (frames.length === 0 && !keyframe) return;
      frames.push({ data: annexB.slice(), keyframe });
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
            chunk(m, "00dc", (d) => d.bytes(f.data));
          }
        });
        chunk(r, "idx1", (d) => {
          frames.forEach((f, i) => {
            d.fourcc("00dc").u32(f.keyframe ? AVIIF_KEYFRAME : 0, true).u32(offsets[i]!, true).u32(f.data.length, true);
          });
        });
      });
      return w.toBytes();
    },
  };
}
