import type { AccessUnit, VideoFormat } from "../media/camera-stream.js";
import { AnnexBWriter } from "./h264-annex-b.js";
import { H264Depacketizer, type NalAccessUnit } from "./h264-depacketizer.js";
import { RtpClock } from "./rtp-clock.js";
import { parseRtp, parseSenderReport } from "./rtp-packet.js";
import { FormatProbe } from "./video-format.js";
import type { VideoTrack } from "./video-track.js";

interface ReceiverEvents {
  accessUnit(au: AccessUnit): void;
  format(format: VideoFormat): void;
  /** The SPS could not be read: the stream cannot be described. */
  error(error: Error): void;
}

/** RTP and RTCP of one H.264 track in, access units with their times and the stream's format out. */
export class H264Receiver {
  /** Unix ms of the last RTP packet of the track; the stream's watchdog reads it. */
  lastPacketMs = Date.now();
  packets = 0;
  /** Arrival (Unix ms) of the first access unit (ptsMs 0): the sound aligns on it before sender reports come. */
  startArrivalMs: number | undefined;
  readonly clock: RtpClock;
  private readonly depacketizer = new H264Depacketizer((au) => this.assembled(au));
  private readonly writer: AnnexBWriter;
  private probe: FormatProbe | undefined;

  constructor(
    private readonly track: VideoTrack,
    private readonly events: ReceiverEvents,
  ) {
    this.clock = new RtpClock(track.clockRate);
    this.writer = new AnnexBWriter(track.sps, track.pps);
    this.probe = new FormatProbe(track.fps, track.clockRate);
  }

  rtp(buf: Buffer): void {
    const packet = parseRtp(buf);
    if (!packet || packet.payloadType !== this.track.payloadType) return;
    this.lastPacketMs = Date.now();
    this.packets += 1;
    this.depacketizer.push(packet, this.lastPacketMs);
  }

  rtcp(buf: Buffer): void {
    const report = parseSenderReport(buf);
    if (report) this.clock.senderReport(report);
  }

  private assembled(au: NalAccessUnit): void {
    const extended = this.clock.extend(au.timestamp);
    this.startArrivalMs ??= au.arrivalMs;
    const { data, keyframe } = this.writer.write(au);
    if (this.probe) this.learnFormat(keyframe, extended);
    this.events.accessUnit({ data, keyframe, wallMs: Math.round(this.clock.wallMs(extended, au.arrivalMs)), ptsMs: this.clock.ptsMs(extended) });
  }

  private learnFormat(keyframe: boolean, extended: number): void {
    try {
      const format = this.probe?.push(keyframe, this.writer.currentSps, extended);
      if (!format) return;
      this.probe = undefined;
      this.events.format(format);
    } catch (error) {
      this.probe = undefined;
      this.events.error(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
