import type { SenderReport } from "./rtp-packet.js";

const WRAP = 2 ** 32;

/**
 * The stream's 32-bit RTP timestamps unwrapped into one growing line, mapped to ms from the first
 * access unit (ptsMs) and to wall clock through the latest RTCP sender report (wallMs).
 */
export class RtpClock {
  private last: number | undefined;
  private first: number | undefined;
  private report: { wallMs: number; extended: number } | undefined;

  constructor(private readonly clockRate: number) {}

  /** Extends a timestamp; steps of up to half the range either way count as forward or backward (B-frames). */
  extend(timestamp: number): number {
    const extended = this.last === undefined ? timestamp : this.last + signedDelta(timestamp, this.last);
    this.last = extended;
    this.first ??= extended;
    return extended;
  }

  ptsMs(extended: number): number {
    return ((extended - (this.first ?? extended)) * 1000) / this.clockRate;
  }

  /** The capture time of a timestamp: from the sender report when one came, else the packet's arrival. */
  wallMs(extended: number, arrivalMs: number): number {
    if (!this.report) return arrivalMs;
    return this.report.wallMs + ((extended - this.report.extended) * 1000) / this.clockRate;
  }

  /** The sender report's capture time of a timestamp; undefined before the first report. */
  reportedWallMs(extended: number): number | undefined {
    return this.report ? this.wallMs(extended, 0) : undefined;
  }

  /** The sender report's capture time of ptsMs 0; undefined before the first report or timestamp. */
  reportedEpochMs(): number | undefined {
    return this.first === undefined ? undefined : this.reportedWallMs(this.first);
  }

  senderReport(report: SenderReport): void {
    // Sender reports sit close to the stream's timestamps: place them on the same unwrapped line.
    const extended = this.last === undefined ? report.rtpTime : this.last + signedDelta(report.rtpTime, this.last);
    this.report = { wallMs: report.wallMs, extended };
  }
}

function signedDelta(timestamp: number, extended: number): number {
  const delta = (timestamp - (extended % WRAP) + WRAP) % WRAP;
  return delta >= WRAP / 2 ? delta - WRAP : delta;
}
