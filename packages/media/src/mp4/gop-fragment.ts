import { ByteWriter } from "../bytes.js";
import { NAL_TYPE, nalType } from "../h264/annexb.js";
import { box, fullBox } from "./box.js";
import { SAMPLE_FLAGS_NON_SYNC, SAMPLE_FLAGS_SYNC } from "./fragment.js";
import { AUDIO_TRACK_ID, audioTraf, type AudioSample } from "./audio-track.js";
import { TRACK_ID } from "./init-segment.js";
import { trackSamples } from "./read-boxes.js";

/** One frame of a GOP fragment. */
export interface FragmentSample {
  /** Duration in the init segment's timescale. */
  duration: number;
  keyframe: boolean;
  /** The frame's NAL units without start codes (one access unit). */
  nals: Uint8Array[];
}

/** Options of createGopFragment. */
export interface GopFragmentOptions {
  sequence: number;
  /** Decode time of the first sample. */
  baseMediaDecodeTime: number;
  /** The frames, normally one GOP starting at its IDR. */
  samples: FragmentSample[];
  /** The sound of the same span (issue 31): a second traf for track 2, its times in the sample rate's ticks. */
  audio?: { baseMediaDecodeTime: number; samples: AudioSample[] } | undefined;
}

const TFHD_DEFAULT_BASE_IS_MOOF = 0x020000;
const TRUN_FLAGS = 0x000001 | 0x000100 | 0x000200 | 0x000400;
const DROPPED = new Set<number>([NAL_TYPE.AUD, NAL_TYPE.SPS, NAL_TYPE.PPS]);

/**
 * One media fragment holding several frames (a GOP, for recordings): moof with one trun of N
 * samples (duration, size, flags each) and one mdat. Same layout rules as createFragment
 * (default-base-is-moof, tfdt version 1, AVCC samples without AUD/SPS/PPS); 92 + 12·N bytes of
 * overhead instead of 108 per frame. With `audio`, a second traf (track 2) holds the AAC units of the
 * same span, their bytes after the video's in the one mdat.
 */
export function createGopFragment(opts: GopFragmentOptions): Uint8Array {
  const samples = opts.samples.map((s) => ({ ...s, nals: s.nals.filter((nal) => nal.length > 0 && !DROPPED.has(nalType(nal))) }));
  const sizes = samples.map((s) => s.nals.reduce((sum, nal) => sum + 4 + nal.length, 0));
  const total = sizes.reduce((a, b) => a + b, 0);
  const audio = opts.audio && opts.audio.samples.length > 0 ? opts.audio : null;
  const audioTotal = audio ? audio.samples.reduce((sum, s) => sum + s.data.length, 0) : 0;
  const w = new ByteWriter(256 + (samples.length + (audio?.samples.length ?? 0)) * 12 + total + audioTotal);
  let dataOffsetAt = 0;
  let audioOffsetAt = 0;
  box(w, "moof", (m) => {
    fullBox(m, "mfhd", 0, 0, (d) => d.u32(opts.sequence));
    box(m, "traf", (t) => {
      fullBox(t, "tfhd", 0, TFHD_DEFAULT_BASE_IS_MOOF, (d) => d.u32(TRACK_ID));
      fullBox(t, "tfdt", 1, 0, (d) => d.u64(opts.baseMediaDecodeTime));
      fullBox(t, "trun", 0, TRUN_FLAGS, (d) => {
        d.u32(samples.length);
        dataOffsetAt = d.length;
        d.u32(0);
        samples.forEach((s, i) => d.u32(s.duration).u32(sizes[i]!).u32(s.keyframe ? SAMPLE_FLAGS_SYNC : SAMPLE_FLAGS_NON_SYNC));
      });
    });
    if (audio) audioOffsetAt = audioTraf(m, audio.baseMediaDecodeTime, audio.samples);
  });
  // One mdat: the video samples, then the audio samples.
  w.setU32(dataOffsetAt, w.length + 8);
  if (audio) w.setU32(audioOffsetAt, w.length + 8 + total);
  box(w, "mdat", (d) => {
    for (const s of samples) for (const nal of s.nals) d.u32(nal.length).bytes(nal);
    for (const s of audio?.samples ?? []) d.bytes(s.data);
  });
  return w.toBytes();
}

/** One sample read back from a fragment. */
export interface ReadSample {
  /** Decode time in the timescale. */
  decodeTime: number;
  duration: number;
  keyframe: boolean;
  /** NAL units (views into the input). */
  nals: Uint8Array[];
}

/**
 * Reads the video samples (track 1) of the moof+mdat fragments in `data` (as written by createFragment
 * and createGopFragment: default-base-is-moof, trun with data offset, duration, size and flags per
 * sample, 4-byte NAL lengths). ftyp/moov, other boxes and the audio track are skipped.
 */
export function readFragmentSamples(data: Uint8Array): ReadSample[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return trackSamples(data, TRACK_ID).map((s) => {
    const nals: Uint8Array[] = [];
    for (let at = s.start; at + 4 <= s.end; ) {
      const len = view.getUint32(at);
      nals.push(data.subarray(at + 4, at + 4 + len));
      at += 4 + len;
    }
    return { decodeTime: s.decodeTime, duration: s.duration, keyframe: (s.flags & 0x00010000) === 0, nals };
  });
}

/** One raw AAC unit read back from the audio track, decode time in its sample rate's ticks. */
export interface ReadAudioSample {
  decodeTime: number;
  duration: number;
  /** The unit's bytes (a view into the input). */
  data: Uint8Array;
}

/** Reads the audio samples (track 2) of the fragments in `data`, as createGopFragment and createAudioFragment write them. */
export function readAudioSamples(data: Uint8Array): ReadAudioSample[] {
  return trackSamples(data, AUDIO_TRACK_ID).map((s) => ({ decodeTime: s.decodeTime, duration: s.duration, data: data.subarray(s.start, s.end) }));
}
