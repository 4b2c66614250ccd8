/** RTP (RFC 3550 §5.1) and the RTCP sender report (§6.4.1), as far as the bridge reads them. */

export interface RtpPacket {
  payloadType: number;
  marker: boolean;
  sequence: number;
  timestamp: number;
  payload: Buffer;
}

/** The sender report's pairing of wall clock and RTP clock. */
export interface SenderReport {
  wallMs: number;
  rtpTime: number;
}

const NTP_UNIX_OFFSET_S = 2_208_988_800;
const RTCP_SR = 200;

/** Answers null for anything that is not RTP version 2 with a payload. */
export function parseRtp(buf: Buffer): RtpPacket | null {
  if (buf.length < 12 || buf[0]! >> 6 !== 2) return null;
  const csrcCount = buf[0]! & 0x0f;
  let start = 12 + csrcCount * 4;
  if (buf[0]! & 0x10) {
    if (buf.length < start + 4) return null;
    start += 4 + buf.readUInt16BE(start + 2) * 4;
  }
  let end = buf.length;
  if (buf[0]! & 0x20) end -= buf[buf.length - 1]!;
  if (end <= start) return null;
  return {
    payloadType: buf[1]! & 0x7f,
    marker: (buf[1]! & 0x80) !== 0,
    sequence: buf.readUInt16BE(2),
    timestamp: buf.readUInt32BE(4),
    payload: buf.subarray(start, end),
  };
}

/** Finds the sender report in a compound RTCP packet. */
export function parseSenderReport(buf: Buffer): SenderReport | null {
  let offset = 0;
  while (offset + 4 <= buf.length) {
    if (buf[offset]! >> 6 !== 2) return null;
    const length = (buf.readUInt16BE(offset + 2) + 1) * 4;
    if (buf[offset + 1] === RTCP_SR && offset + 20 <= buf.length) {
      const seconds = buf.readUInt32BE(offset + 8);
      const fraction = buf.readUInt32BE(offset + 12);
      return { wallMs: (seconds - NTP_UNIX_OFFSET_S) * 1000 + (fraction / 2 ** 32) * 1000, rtpTime: buf.readUInt32BE(offset + 16) };
    }
    offset += length;
  }
  return null;
}
