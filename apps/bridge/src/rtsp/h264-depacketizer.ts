import type { RtpPacket } from "./rtp-packet.js";

/** The NAL units of one picture, before Annex B framing. */
export interface NalAccessUnit {
  nals: Buffer[];
  timestamp: number;
  /** Arrival (Unix ms) of its first packet. */
  arrivalMs: number;
}

const NAL_IDR = 5;
const STAP_A = 24;
const FU_A = 28;

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
  private fragments: Buffer[] | undefined;
  private expectedSequence: number | undefined;
  private corrupt = false;
  private waitForIdr = true;

  constructor(private readonly onAccessUnit: (au: NalAccessUnit) => void) {}

  push(packet: RtpPacket, arrivalMs: number): void {
    const gap = this.expectedSequence !== undefined && packet.sequence !== this.expectedSequence;
    this.expectedSequence = (packet.sequence + 1) & 0xffff;
    if (gap) this.lose();
    if (this.nals.length + (this.fragments ? 1 : 0) > 0 && packet.timestamp !== this.timestamp) {
      this.flush();
      // The lost packets may have been this picture's first ones as well as the last one's end.
      if (gap) this.corrupt = true;
    }
    if (this.nals.length === 0 && !this.fragments) {
      this.timestamp = packet.timestamp;
      this.arrivalMs = arrivalMs;
    }
    this.unpack(packet.payload);
    if (packet.marker) this.flush();
  }

  private unpack(payload: Buffer): void {
    if (payload.length === 0) return;
    const type = payload[0]! & 0x1f;
    if (type >= 1 && type <= 23) this.nals.push(payload);
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
      this.nals.push(payload.subarray(offset, offset + size));
      offset += size;
    }
  }

  private unpackFuA(payload: Buffer): void {
    if (payload.length < 3) return;
    const start = (payload[1]! & 0x80) !== 0;
    const end = (payload[1]! & 0x40) !== 0;
    if (start) {
      if (this.fragments) this.corrupt = true;
      this.fragments = [Buffer.from([(payload[0]! & 0xe0) | (payload[1]! & 0x1f)])];
    } else if (!this.fragments) {
      // A middle or end fragment whose start we never saw.
      this.corrupt = true;
      return;
    }
    this.fragments.push(payload.subarray(2));
    if (end) {
      this.nals.push(Buffer.concat(this.fragments));
      this.fragments = undefined;
    }
  }

  private lose(): void {
    this.corrupt = true;
    this.waitForIdr = true;
  }

  private flush(): void {
    if (this.fragments) this.corrupt = true;
    const nals = this.nals;
    const usable = !this.corrupt && nals.length > 0;
    this.nals = [];
    this.fragments = undefined;
    this.corrupt = false;
    if (!usable) return;
    if (this.waitForIdr) {
      if (!nals.some((n) => (n[0]! & 0x1f) === NAL_IDR)) return;
      this.waitForIdr = false;
    }
    this.onAccessUnit({ nals, timestamp: this.timestamp, arrivalMs: this.arrivalMs });
  }
}
