import type { RtpPacket } from "./rtp-packet.js";

/** The NAL units of one picture, before Annex B framing. */
export interface NalAccessUnit {
  /** Views of the depacketizer's assembly buffer: valid during the callback only (copy what you keep). */
  nals: Buffer[];
  timestamp: number;
  /** Arrival (Unix ms) of its first packet. */
  arrivalMs: number;
}

const NAL_IDR = 5;
const STAP_A = 24;
const FU_A = 28;
/** The assembly buffer's first size: a 1080p key frame at 4 Mbit/s is 100-200 kB; it grows when needed. */
const FIRST_ASSEMBLY_BYTES = 256 * 1024;

/**
 * RFC 6184 non-interleaved mode: single NAL unit packets, STAP-A and FU-A, grouped into access units
 * by RTP timestamp and marker bit. On a sequence gap the broken FU and its picture are dropped, and so
 * is every picture until the next IDR: a decoder cannot use them, and a viewer joining then would see
 * smeared frames.
 */
export class H264Depacketizer {
  private nals: Buffer[] = [];
  private timestamp = 0;
  private arrivalMs = 0;
  /**
   * The picture's NAL units, copied out of the packets (whose bytes are the connection's reused read
   * buffer) into one buffer that is reused picture after picture: no allocation per packet or NAL.
   */
  private assembly = Buffer.allocUnsafe(FIRST_ASSEMBLY_BYTES);
  private used = 0;
  /** Where in `assembly` the FU-A NAL being reassembled begins; null when none is. */
  private fragmentStart: number | null = null;
  private expectedSequence: number | undefined;
  private corrupt = false;
  private waitForIdr = true;

  constructor(private readonly onAccessUnit: (au: NalAccessUnit) => void) {}

  push(packet: RtpPacket, arrivalMs: number): void {
    const gap = this.expectedSequence !== undefined && packet.sequence !== this.expectedSequence;
    this.expectedSequence = (packet.sequence + 1) & 0xffff;
    if (gap) this.lose();
    if (this.nals.length + (this.fragmentStart !== null ? 1 : 0) > 0 && packet.timestamp !== this.timestamp) {
      this.flush();
      // The lost packets may have been this picture's first ones as well as the last one's end.
      if (gap) this.corrupt = true;
    }
    if (this.nals.length === 0 && this.fragmentStart === null) {
      this.timestamp = packet.timestamp;
      this.arrivalMs = arrivalMs;
    }
    this.unpack(packet.payload);
    if (packet.marker) this.flush();
  }

  private unpack(payload: Buffer): void {
    if (payload.length === 0) return;
    const type = payload[0]! & 0x1f;
    if (type >= 1 && type <= 23) this.nals.push(this.keep(payload));
    else if (type === STAP_A) this.unpackStapA(payload);
    else if (type === FU_A) this.unpackFuA(payload);
    // STAP-B, MTAP and FU-B belong to the interleaved mode, which the SDP of a camera never asks for.
  }

  private unpackStapA(payload: Buffer): void {
    let offset = 1;
    while (offset + 2 <= payload.length) {
      const size = payload.readUInt16BE(offset);
      offset += 2;
      if (size === 0 || offset + size > payload.length) {
        this.corrupt = true;
        return;
      }
      this.nals.push(this.keep(payload.subarray(offset, offset + size)));
      offset += size;
    }
  }

  private unpackFuA(payload: Buffer): void {
    if (payload.length < 3) return;
    const start = (payload[1]! & 0x80) !== 0;
    const end = (payload[1]! & 0x40) !== 0;
    if (start) {
      if (this.fragmentStart !== null) this.corrupt = true;
      this.fragmentStart = this.used;
      this.copyIn(payload.subarray(0, 1));
      this.assembly[this.fragmentStart] = (payload[0]! & 0xe0) | (payload[1]! & 0x1f);
    } else if (this.fragmentStart === null) {
      // A middle or end fragment whose start we never saw.
      this.corrupt = true;
      return;
    }
    this.copyIn(payload.subarray(2));
    if (end) {
      this.nals.push(this.assembly.subarray(this.fragmentStart, this.used));
      this.fragmentStart = null;
    }
  }

  /** Copies a whole NAL into the assembly buffer; answers its view there. */
  private keep(nal: Buffer): Buffer {
    const at = this.used;
    this.copyIn(nal);
    return this.assembly.subarray(at, this.used);
  }

  private copyIn(bytes: Buffer): void {
    if (this.used + bytes.length > this.assembly.length) {
      // A larger buffer; the views already handed out keep the old one alive with their bytes.
      const larger = Buffer.allocUnsafe(Math.max(2 * this.assembly.length, this.used + bytes.length));
      this.assembly.copy(larger, 0, 0, this.used);
      this.assembly = larger;
    }
    bytes.copy(this.assembly, this.used);
    this.used += bytes.length;
  }

  private lose(): void {
    this.corrupt = true;
    this.waitForIdr = true;
  }

  private flush(): void {
    if (this.fragmentStart !== null) this.corrupt = true;
    const nals = this.nals;
    const usable = !this.corrupt && nals.length > 0;
    this.nals = [];
    this.fragmentStart = null;
    // The next picture overwrites this one's bytes: the callback below is their last reader.
    this.used = 0;
    this.corrupt = false;
    if (!usable) return;
    if (this.waitForIdr) {
      if (!nals.some((n) => (n[0]! & 0x1f) === NAL_IDR)) return;
      this.waitForIdr = false;
    }
    this.onAccessUnit({ nals, timestamp: this.timestamp, arrivalMs: this.arrivalMs });
  }
}
