import type { AudioUnit } from "../media/camera-stream.js";
import { AacDepacketizer, type AacFrame } from "./aac-depacketizer.js";
import type { AudioTrack } from "./audio-track.js";
import { RtpClock } from "./rtp-clock.js";
import { parseRtp, parseSenderReport } from "./rtp-packet.js";

/** What the sound needs of the video's timeline (H264Receiver has it). */
export interface VideoTimeline {
  readonly clock: Pick<RtpClock, "reportedEpochMs">;
  /** Arrival (Unix ms) of the first access unit (ptsMs 0); undefined before it. */
  readonly startArrivalMs: number | undefined;
}

/**
 * RTP and RTCP of one AAC track in, raw AAC units on the video's presentation timeline out. Lip sync
 * comes from the RTCP sender reports, which put both tracks' RTP clocks on the camera's one wall
 * clock: a unit's ptsMs is its reported capture time minus the video's reported time of ptsMs 0.
 * Until both tracks have had a report (a camera sends its first ones within seconds, some never),
 * the first unit after the video started is aligned on arrival times (the two tracks' packets travel
 * the same way) and the rest follow it on the audio's RTP clock; when the reports come the sound
 * moves once by the difference (tens of ms), which the relay's viewers absorb as a short gap or one
 * dropped unit. Units before the video's first access unit have nothing to join and are dropped.
 */
export class AacReceiver {
  packets = 0;
  readonly clock: RtpClock;
  private readonly depacketizer: AacDepacketizer;
  private anchor: { extended: number; ptsMs: number } | undefined;

  constructor(
    private readonly track: AudioTrack,
    private readonly video: VideoTimeline,
    private readonly onUnit: (unit: AudioUnit) => void,
  ) {
    this.clock = new RtpClock(track.clockRate);
    this.depacketizer = new AacDepacketizer(track, (frame) => this.frame(frame));
  }

  rtp(buf: Buffer): void {
    const packet = parseRtp(buf);
    if (!packet || packet.payloadType !== this.track.payloadType) return;
    this.packets += 1;
    this.depacketizer.push(packet, Date.now());
  }

  rtcp(buf: Buffer): void {
    const report = parseSenderReport(buf);
    if (report) this.clock.senderReport(report);
  }

  private frame(frame: AacFrame): void {
    const extended = this.clock.extend(frame.timestamp);
    const ptsMs = this.place(extended, frame.arrivalMs);
    if (ptsMs === undefined || ptsMs < 0) return;
    this.onUnit({ data: frame.data, ptsMs });
  }

  private place(extended: number, arrivalMs: number): number | undefined {
    const videoEpoch = this.video.clock.reportedEpochMs();
    const audioWall = this.clock.reportedWallMs(extended);
    if (videoEpoch !== undefined && audioWall !== undefined) return audioWall - videoEpoch;
    const start = this.video.startArrivalMs;
    if (start === undefined) return undefined;
    this.anchor ??= { extended, ptsMs: arrivalMs - start };
    return this.anchor.ptsMs + ((extended - this.anchor.extended) * 1000) / this.track.clockRate;
  }
}
