import { parseAudioSpecificConfig } from "@vms/media/aac";
import { parse, parsePayloads } from "sdp-transform";
import type { AudioFormat } from "../media/camera-stream.js";
import { resolveControl } from "./rtsp-url.js";

/** The SDP's AAC audio media (RFC 3640 mpeg4-generic, AAC-hbr), when it has one the relay can carry. */
export interface AudioTrack {
  /** The SETUP URL. */
  control: string;
  payloadType: number;
  /** The RTP clock (rtpmap), normally the sample rate. */
  clockRate: number;
  format: AudioFormat;
  /** RFC 3640 §3.3.6 AU-header field sizes in bits. */
  sizeLength: number;
  indexLength: number;
  indexDeltaLength: number;
  /** Samples per access unit, on the RTP clock (constantDuration, else AAC-LC's 1024). */
  frameSamples: number;
}

const AAC_LC = 2;
const AAC_LC_FRAME_SAMPLES = 1024;

/**
 * The first audio media of the DESCRIBE answer when it is AAC-LC as RFC 3640's AAC-hbr mode carries
 * it (what cameras offer); null for no audio, or for any other codec (PCMA, PCMU, G.726, AAC-lbr,
 * HE-AAC, LATM): the camera then plays video only, as before issue 31.
 */
export function audioTrackFromSdp(text: string, aggregate: string): AudioTrack | null {
  const sdp = parse(text);
  for (const media of sdp.media.filter((m) => m.type === "audio")) {
    const payloadType = parsePayloads(String(media.payloads ?? ""))[0] ?? Number.NaN;
    const rtpmap = media.rtp.find((r) => r.payload === payloadType);
    if (rtpmap?.codec.toLowerCase() !== "mpeg4-generic") continue;
    const fmtp = fmtpParams(media.fmtp.find((f) => f.payload === payloadType)?.config ?? "");
    const track = aacHbr(fmtp);
    if (!track) continue;
    return { control: resolveControl(media.control, aggregate), payloadType, clockRate: rtpmap.rate ?? track.format.sampleRate, ...track };
  }
  return null;
}

type AacHbr = Omit<AudioTrack, "control" | "payloadType" | "clockRate">;

function aacHbr(fmtp: Map<string, string>): AacHbr | null {
  if (fmtp.get("mode")?.toLowerCase() !== "aac-hbr") return null;
  const number = (name: string, fallback: number) => {
    const value = fmtp.get(name.toLowerCase());
    return value === undefined ? fallback : Number(value);
  };
  const sizeLength = number("sizeLength", 0);
  const indexLength = number("indexLength", 0);
  const indexDeltaLength = number("indexDeltaLength", 0);
  // AU headers with more than size and index (CTS, DTS, RAP, stream state) belong to other modes.
  const extra = ["CTSDeltaLength", "DTSDeltaLength", "randomAccessIndication", "streamStateIndication", "auxiliaryDataSizeLength"].some((n) => number(n, 0) !== 0);
  if (extra || !valid(sizeLength, 1, 16) || !valid(indexLength, 0, 8) || !valid(indexDeltaLength, 0, 8)) return null;
  const hex = fmtp.get("config") ?? "";
  if (!/^(?:[0-9a-f]{2}){2,}$/i.test(hex)) return null;
  const config = parseAudioSpecificConfig(Buffer.from(hex, "hex"));
  if (!config || config.objectType !== AAC_LC) return null;
  const frameSamples = number("constantDuration", AAC_LC_FRAME_SAMPLES);
  if (frameSamples !== AAC_LC_FRAME_SAMPLES) return null;
  const format: AudioFormat = { codec: config.codec, sampleRate: config.sampleRate, channels: config.channels, config: Buffer.from(config.config).toString("hex") };
  return { format, sizeLength, indexLength, indexDeltaLength, frameSamples };
}

function valid(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * "streamtype=5;mode=AAC-hbr;config=1408;sizelength=13" → parameters by lower-case name (RFC 3640
 * names are case-insensitive). sdp-transform's parseParams would turn a config such as "1408" into a number.
 */
function fmtpParams(config: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of config.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) params.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return params;
}
