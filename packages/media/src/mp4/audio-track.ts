import { ByteWriter } from "../bytes.js";
import { box, fullBox, UNITY_MATRIX } from "./box.js";

/** The AAC track of an init segment: what esds and mp4a need. */
export interface AudioTrackOptions {
  /** AudioSpecificConfig (ISO 14496-3), e.g. 0x14 0x08 for AAC-LC 16 kHz mono. */
  config: Uint8Array;
  sampleRate: number;
  channels: number;
}

/** The track id of the audio track (the video track is 1). */
export const AUDIO_TRACK_ID = 2;

// ISO 14496-1 descriptor: tag, one length byte (every descriptor here is under 128 bytes).
function descriptor(w: ByteWriter, tag: number, body: (w: ByteWriter) => void): void {
  const inner = new ByteWriter(64);
  body(inner);
  const bytes = inner.toBytes();
  w.u8(tag).u8(bytes.length).bytes(bytes);
}

function esds(w: ByteWriter, o: AudioTrackOptions): void {
  fullBox(w, "esds", 0, 0, (b) =>
    descriptor(b, 0x03, (es) => {
      es.u16(AUDIO_TRACK_ID).u8(0); // ES_ID, no dependency/URL/OCR flags
      descriptor(es, 0x04, (dc) => {
        dc.u8(0x40).u8((0x05 << 2) | 1); // objectTypeIndication: MPEG-4 audio; streamType audio, upStream 0, reserved 1
        dc.u8(0).u16(0).u32(0).u32(0); // bufferSizeDB (24 bits), maxBitrate, avgBitrate: unknown
        descriptor(dc, 0x05, (ds) => ds.bytes(o.config));
      });
      descriptor(es, 0x06, (sl) => sl.u8(0x02)); // SLConfigDescriptor: predefined MP4
    }),
  );
}

function mp4a(w: ByteWriter, o: AudioTrackOptions): void {
  box(w, "mp4a", (b) => {
    b.zeros(6).u16(1); // reserved, data_reference_index
    b.zeros(8); // reserved
    b.u16(o.channels).u16(16).u16(0).u16(0); // channelcount, samplesize, pre_defined, reserved
    b.u32(Math.min(o.sampleRate, 0xffff) * 0x10000); // samplerate 16.16
    esds(b, o);
  });
}

/** The audio trak (track 2, timescale = sample rate) of an init segment: tkhd, mdia with mp4a + esds. */
export function audioTrak(w: ByteWriter, o: AudioTrackOptions): void {
  box(w, "trak", (t) => {
    fullBox(t, "tkhd", 0, 3, (d) => {
      d.u32(0).u32(0).u32(AUDIO_TRACK_ID).u32(0).u32(0); // times, track_ID, reserved, duration
      d.zeros(8).u16(0).u16(1).u16(0x0100).u16(0); // reserved, layer, alternate_group 1, volume 1.0, reserved
      for (const v of UNITY_MATRIX) d.u32(v);
      d.u32(0).u32(0); // no width/height
    });
    box(t, "mdia", (b) => {
      fullBox(b, "mdhd", 0, 0, (d) => d.u32(0).u32(0).u32(o.sampleRate).u32(0).u16(0x55c4).u16(0)); // language "und"
      fullBox(b, "hdlr", 0, 0, (d) => d.u32(0).fourcc("soun").zeros(12).bytes([..."SoundHandler"].map((c) => c.charCodeAt(0))).u8(0));
      box(b, "minf", (m) => {
        fullBox(m, "smhd", 0, 0, (d) => d.u16(0).u16(0)); // balance, reserved
        box(m, "dinf", (i) => fullBox(i, "dref", 0, 0, (d) => {
          d.u32(1);
          fullBox(d, "url ", 0, 1, () => undefined);
        }));
        box(m, "stbl", (s) => {
          fullBox(s, "stsd", 0, 0, (d) => {
            d.u32(1);
            mp4a(d, o);
          });
          fullBox(s, "stts", 0, 0, (d) => d.u32(0));
          fullBox(s, "stsc", 0, 0, (d) => d.u32(0));
          fullBox(s, "stsz", 0, 0, (d) => d.u32(0).u32(0));
          fullBox(s, "stco", 0, 0, (d) => d.u32(0));
        });
      });
    });
  });
}

/** One raw AAC access unit of an audio fragment. */
export interface AudioSample {
  /** Duration in the sample rate's ticks (1024 for AAC-LC). */
  duration: number;
  data: Uint8Array;
}

/** Options of createAudioFragment. */
export interface AudioFragmentOptions {
  sequence: number;
  /** Decode time of the first sample, in samples (the audio track's timescale). */
  baseMediaDecodeTime: number;
  samples: AudioSample[];
}

// Same layout as the video fragments: default-base-is-moof; trun with data offset, duration, size, flags.
const TFHD_DEFAULT_BASE_IS_MOOF = 0x020000;
const TRUN_FLAGS = 0x000001 | 0x000100 | 0x000200 | 0x000400;
const SAMPLE_FLAGS_SYNC = 0x02000000;

/**
 * The audio track's traf (track 2): base decode time and one trun of sync samples. Answers where the
 * trun's data offset is in `w`, for the caller to set once it knows where the mdat's bytes start.
 */
export function audioTraf(w: ByteWriter, baseMediaDecodeTime: number, samples: readonly AudioSample[]): number {
  let dataOffsetAt = 0;
  box(w, "traf", (t) => {
    fullBox(t, "tfhd", 0, TFHD_DEFAULT_BASE_IS_MOOF, (d) => d.u32(AUDIO_TRACK_ID));
    fullBox(t, "tfdt", 1, 0, (d) => d.u64(baseMediaDecodeTime));
    fullBox(t, "trun", 0, TRUN_FLAGS, (d) => {
      d.u32(samples.length);
      dataOffsetAt = d.length;
      d.u32(0);
      for (const s of samples) d.u32(s.duration).u32(s.data.length).u32(SAMPLE_FLAGS_SYNC);
    });
  });
  return dataOffsetAt;
}

/**
 * A media fragment of the audio track only (track 2): moof with one traf and an mdat of raw AAC
 * units, every one a sync sample. Interleaved with the video track's fragments in one stream, as
 * MSE and ffmpeg accept (a moof need not hold every track).
 */
export function createAudioFragment(opts: AudioFragmentOptions): Uint8Array {
  const total = opts.samples.reduce((sum, s) => sum + s.data.length, 0);
  const w = new ByteWriter(128 + opts.samples.length * 12 + total);
  let dataOffsetAt = 0;
  box(w, "moof", (m) => {
    fullBox(m, "mfhd", 0, 0, (d) => d.u32(opts.sequence));
    dataOffsetAt = audioTraf(m, opts.baseMediaDecodeTime, opts.samples);
  });
  w.setU32(dataOffsetAt, w.length + 8);
  box(w, "mdat", (d) => {
    for (const s of opts.samples) d.bytes(s.data);
  });
  return w.toBytes();
}
