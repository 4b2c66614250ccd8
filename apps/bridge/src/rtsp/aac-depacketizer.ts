import type { RtpPacket } from "./rtp-packet.js";

/** One AAC access unit out of RTP: raw (no AU header), its own bytes (a copy). */
export interface AacFrame {
  data: Buffer;
  /** RTP timestamp (32 bits) of the unit: the packet's, plus the units before it in the packet. */
  timestamp: number;
  /** Arrival (Unix ms) of its (first) packet. */
  arrivalMs: number;
}

/** The AU-header layout the SDP's fmtp declares (RFC 3640 §4.1). */
export interface AuHeaderLayout {
  sizeLength: number;
  indexLength: number;
  indexDeltaLength: number;
  /** Samples per access unit on the RTP clock. */
  frameSamples: number;
}

/**
 * RFC 3640 (mpeg4-generic) with AU headers of size and index only, as AAC-hbr sends them: each
 * packet starts with the AU-headers-length in bits, then one header per access unit, then the units
 * back to back. A unit larger than a packet comes as fragments with the same timestamp and one header
 * each, the marker bit on the last (§3.2.3). A lost packet drops the unit it broke; complete units
 * in other packets still play (every AAC unit decodes alone). Interleaving is not reordered: cameras
 * send AU-Index 0 and deltas of 0, and a delta only moves the unit's timestamp.
 */
export class AacDepacketizer {
  private expectedSequence: number | undefined;
  /** The fragmented unit being collected. */
  private fragment: { parts: Buffer[]; bytes: number; size: number; timestamp: number; arrivalMs: number } | null = null;

  constructor(
    private readonly layout: AuHeaderLayout,
    private readonly onFrame: (frame: AacFrame) => void,
  ) {}

  push(packet: RtpPacket, arrivalMs: number): void {
    const gap = this.expectedSequence !== undefined && packet.sequence !== this.expectedSequence;
    this.expectedSequence = (packet.sequence + 1) & 0xffff;
    if (gap || (this.fragment && this.fragment.timestamp !== packet.timestamp)) this.fragment = null;
    const headers = this.readHeaders(packet.payload);
    if (!headers) return;
    const { sizes, offsets, dataStart } = headers;
    const data = packet.payload.subarray(dataStart);
    if (sizes.length === 1 && (this.fragment || sizes[0]! > data.length)) return this.collect(sizes[0]!, data, packet, arrivalMs);
    let at = 0;
    for (let i = 0; i < sizes.length; i++) {
      const size = sizes[i]!;
      // A header promising more bytes than the packet has: the rest of the packet cannot be trusted.
      if (at + size > data.length) return;
      const timestamp = (packet.timestamp + offsets[i]! * this.layout.frameSamples) >>> 0;
      this.onFrame({ data: Buffer.from(data.subarray(at, at + size)), timestamp, arrivalMs });
      at += size;
    }
  }

  /** One fragment of a unit too large for a packet; the unit goes out once all its bytes are in. */
  private collect(size: number, data: Buffer, packet: RtpPacket, arrivalMs: number): void {
    const fragment = (this.fragment ??= { parts: [], bytes: 0, size, timestamp: packet.timestamp, arrivalMs });
    if (fragment.size !== size) {
      this.fragment = null;
      return;
    }
    // The packet's bytes are the connection's reused read buffer: keep a copy.
    fragment.parts.push(Buffer.from(data));
    fragment.bytes += data.length;
    if (fragment.bytes < size && !packet.marker) return;
    this.fragment = null;
    if (fragment.bytes === size) this.onFrame({ data: Buffer.concat(fragment.parts, size), timestamp: fragment.timestamp, arrivalMs: fragment.arrivalMs });
  }

  /** The AU-headers section: each unit's size and its timestamp offset in units; null when unreadable. */
  private readHeaders(payload: Buffer): { sizes: number[]; offsets: number[]; dataStart: number } | null {
    if (payload.length < 2) return null;
    const lengthBits = payload.readUInt16BE(0);
    const dataStart = 2 + Math.ceil(lengthBits / 8);
    if (dataStart > payload.length) return null;
    const { sizeLength, indexLength, indexDeltaLength } = this.layout;
    const reader = new BitReader(payload.subarray(2, dataStart));
    const sizes: number[] = [];
    const offsets: number[] = [];
    let offset = 0;
    for (let used = 0; ; ) {
      const headerBits = sizeLength + (sizes.length === 0 ? indexLength : indexDeltaLength);
      if (used + headerBits > lengthBits) break;
      used += headerBits;
      sizes.push(reader.read(sizeLength));
      const index = reader.read(sizes.length === 1 ? indexLength : indexDeltaLength);
      // The first unit is at the packet's timestamp; each later one `delta + 1` units after the previous.
      offset = sizes.length === 1 ? 0 : offset + index + 1;
      offsets.push(offset);
    }
    return sizes.length > 0 ? { sizes, offsets, dataStart } : null;
  }
}

/** Reads big-endian bit fields of up to 16 bits. */
class BitReader {
  private bit = 0;

  constructor(private readonly bytes: Buffer) {}

  read(bits: number): number {
    let value = 0;
    for (let i = 0; i < bits; i++, this.bit++) value = (value << 1) | ((this.bytes[this.bit >> 3]! >> (7 - (this.bit & 7))) & 1);
    return value;
  }
}
