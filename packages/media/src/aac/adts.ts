/** The sampling frequencies an AAC sampling_frequency_index names (ISO 14496-3 1.6.3.4). */
const SAMPLE_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350] as const;

/** What an AAC stream needs in a container: the MP4 esds / AVI strf and the RFC 6381 codec string. */
export interface AacConfig {
  /** Audio object type: 2 = AAC-LC. */
  objectType: number;
  sampleRate: number;
  channels: number;
  /** AudioSpecificConfig (2 bytes for these streams). */
  config: Uint8Array;
  /** `mp4a.40.<objectType>`. */
  codec: string;
}

/** An AAC stream split into raw access units (1024 samples each). */
export interface AdtsStream extends AacConfig {
  frames: Uint8Array[];
}

/** The AudioSpecificConfig of an AAC object type, sample rate and channel count. */
export function audioSpecificConfig(objectType: number, sampleRate: number, channels: number): Uint8Array {
  const index = SAMPLE_RATES.indexOf(sampleRate as (typeof SAMPLE_RATES)[number]);
  if (index < 0) throw new RangeError(`no AAC sampling index for ${sampleRate} Hz`);
  return Uint8Array.of((objectType << 3) | (index >> 1), ((index & 1) << 7) | (channels << 3));
}

/** Reads an AudioSpecificConfig back (object type, rate, channels); null when it is not a plain one. */
export function parseAudioSpecificConfig(config: Uint8Array): AacConfig | null {
  if (config.length < 2) return null;
  const objectType = config[0]! >> 3;
  const sampleRate = SAMPLE_RATES[((config[0]! & 7) << 1) | (config[1]! >> 7)];
  const channels = (config[1]! >> 3) & 0xf;
  if (objectType === 0 || objectType === 31 || sampleRate === undefined || channels === 0) return null;
  return { objectType, sampleRate, channels, config: config.slice(0, 2), codec: `mp4a.40.${objectType}` };
}

/**
 * Splits an ADTS stream (.aac, as ffmpeg `-f adts` writes it) into raw AAC access units without
 * their headers, with the AudioSpecificConfig of the first header. Throws on a broken sync word.
 */
export function parseAdts(data: Uint8Array): AdtsStream {
  const frames: Uint8Array[] = [];
  let first: AacConfig | null = null;
  for (let at = 0; at + 7 <= data.length; ) {
    if (data[at] !== 0xff || (data[at + 1]! & 0xf6) !== 0xf0) throw new RangeError(`no ADTS sync word at ${at}`);
    const protectionAbsent = (data[at + 1]! & 1) === 1;
    const objectType = (data[at + 2]! >> 6) + 1;
    const rateIndex = (data[at + 2]! >> 2) & 0xf;
    const channels = ((data[at + 2]! & 1) << 2) | (data[at + 3]! >> 6);
    const length = ((data[at + 3]! & 3) << 11) | (data[at + 4]! << 3) | (data[at + 5]! >> 5);
    const header = protectionAbsent ? 7 : 9;
    if (length < header || at + length > data.length) throw new RangeError(`bad ADTS frame length ${length} at ${at}`);
    first ??= parseAudioSpecificConfig(audioSpecificConfig(objectType, SAMPLE_RATES[rateIndex] ?? 0, channels));
    frames.push(data.subarray(at + header, at + length));
    at += length;
  }
  if (!first) throw new RangeError("no ADTS frames");
  return { ...first, frames };
}

/** Samples per AAC-LC access unit. */
export const AAC_FRAME_SAMPLES = 1024;
