import { ByteWriter } from "../bytes.js";
import { readSpsChroma } from "../h264/sps.js";
import { audioTrak, AUDIO_TRACK_ID, type AudioTrackOptions } from "./audio-track.js";
import { box, fullBox, UNITY_MATRIX } from "./box.js";

/** Options of createInitSegment. */
export interface InitSegmentOptions {
  /** The SPS NAL unit (header byte included, no start code). */
  sps: Uint8Array;
  /** The PPS NAL unit (header byte included, no start code). */
  pps: Uint8Array;
  /** Picture width in pixels (from parseSps). */
  width: number;
  /** Picture height in pixels (from parseSps). */
  height: number;
  /** Ticks per second of the fragments' decode times and durations (e.g. 90000 or 1000). */
  timescale: number;
  /** An AAC track to add as track 2 (its timescale is its sample rate). */
  audio?: AudioTrackOptions | undefined;
}

/** The track id of the one video track. */
export const TRACK_ID = 1;

/** The MSE MIME type of an `avc1.*` codec string (and an audio one): `video/mp4; codecs="avc1.42C01E,mp4a.40.2"`. */
export function mimeType(codec: string, audioCodec?: string): string {
  return `video/mp4; codecs="${audioCodec ? `${codec},${audioCodec}` : codec}"`;
}

function matrix(w: ByteWriter): void {
  for (const v of UNITY_MATRIX) w.u32(v);
}

function avcC(w: ByteWriter, sps: Uint8Array, pps: Uint8Array): void {
  box(w, "avcC", (b) => {
    b.u8(1).u8(sps[1] ?? 0).u8(sps[2] ?? 0).u8(sps[3] ?? 0);
    b.u8(0xfc | 3); // lengthSizeMinusOne = 3: 4-byte NAL lengths
    b.u8(0xe0 | 1).u16(sps.length).bytes(sps);
    b.u8(1).u16(pps.length).bytes(pps);
    // ISO 14496-15 5.3.3.1: profiles 100, 110, 122 and 144 add chroma format and bit depths.
    if ([100, 110, 122, 144].includes(sps[1] ?? 0)) {
      const c = readSpsChroma(sps);
      b.u8(0xfc | c.chromaFormatIdc).u8(0xf8 | c.bitDepthLumaMinus8).u8(0xf8 | c.bitDepthChromaMinus8).u8(0);
    }
  });
}

function avc1(w: ByteWriter, o: InitSegmentOptions): void {
  box(w, "avc1", (b) => {
    b.zeros(6).u16(1); // reserved, data_reference_index
    b.zeros(16); // pre_defined, reserved
    b.u16(o.width).u16(o.height);
    b.u32(0x00480000).u32(0x00480000); // 72 dpi
    b.u32(0).u16(1); // reserved, frame_count
    b.zeros(32); // compressorname
    b.u16(0x0018).u16(0xffff); // depth, pre_defined = -1
    avcC(b, o.sps, o.pps);
  });
}

function stbl(w: ByteWriter, o: InitSegmentOptions): void {
  box(w, "stbl", (b) => {
    fullBox(b, "stsd", 0, 0, (d) => {
      d.u32(1);
      avc1(d, o);
    });
    // Samples live in the fragments: every table of the moov is empty.
    fullBox(b, "stts", 0, 0, (d) => d.u32(0));
    fullBox(b, "stsc", 0, 0, (d) => d.u32(0));
    fullBox(b, "stsz", 0, 0, (d) => d.u32(0).u32(0));
    fullBox(b, "stco", 0, 0, (d) => d.u32(0));
  });
}

function mdia(w: ByteWriter, o: InitSegmentOptions): void {
  box(w, "mdia", (b) => {
    fullBox(b, "mdhd", 0, 0, (d) => d.u32(0).u32(0).u32(o.timescale).u32(0).u16(0x55c4).u16(0)); // language "und"
    fullBox(b, "hdlr", 0, 0, (d) => d.u32(0).fourcc("vide").zeros(12).bytes([..."VideoHandler"].map((c) => c.charCodeAt(0))).u8(0));
    box(b, "minf", (m) => {
      fullBox(m, "vmhd", 0, 1, (d) => d.zeros(8));
      box(m, "dinf", (i) => fullBox(i, "dref", 0, 0, (d) => {
        d.u32(1);
        fullBox(d, "url ", 0, 1, () => undefined); // flag 1: media in this file
      }));
      stbl(m, o);
    });
  });
}

/**
 * The initialization segment of a fragmented MP4 with one H.264 video track (track 1), and an AAC
 * track 2 when `audio` is given (then mix in createAudioFragment's fragments): ftyp and
 * moov (mvhd, trak with tkhd/mdia/minf/stbl holding avc1 + avcC and empty sample tables, mvex/trex).
 * Feed it to an MSE SourceBuffer of `mimeType(codec)` before the fragments of createFragment.
 */
export function createInitSegment(opts: InitSegmentOptions): Uint8Array {
  const w = new ByteWriter(512 + opts.sps.length + opts.pps.length);
  box(w, "ftyp", (b) => {
    b.fourcc("isom").u32(0x200);
    for (const brand of ["isom", "iso5", "iso6", "avc1", "mp41"]) b.fourcc(brand);
  });
  box(w, "moov", (b) => {
    fullBox(b, "mvhd", 0, 0, (d) => {
      d.u32(0).u32(0).u32(opts.timescale).u32(0); // times, timescale, duration (unknown: fragmented)
      d.u32(0x00010000).u16(0x0100).zeros(10); // rate 1.0, volume 1.0, reserved
      matrix(d);
      d.zeros(24).u32((opts.audio ? AUDIO_TRACK_ID : TRACK_ID) + 1); // pre_defined, next_track_ID
    });
    box(b, "trak", (t) => {
      fullBox(t, "tkhd", 0, 3, (d) => {
        d.u32(0).u32(0).u32(TRACK_ID).u32(0).u32(0); // times, track_ID, reserved, duration
        d.zeros(8).u16(0).u16(0).u16(0).u16(0); // reserved, layer, alternate_group, volume, reserved
        matrix(d);
        d.u32(opts.width * 0x10000).u32(opts.height * 0x10000); // 16.16 fixed point
      });
      mdia(t, opts);
    });
    if (opts.audio) audioTrak(b, opts.audio);
    box(b, "mvex", (m) => {
      fullBox(m, "trex", 0, 0, (d) => d.u32(TRACK_ID).u32(1).u32(0).u32(0).u32(0));
      if (opts.audio) fullBox(m, "trex", 0, 0, (d) => d.u32(AUDIO_TRACK_ID).u32(1).u32(0).u32(0).u32(0));
    });
  });
  return w.toBytes();
}
