import { apiClient } from "@/shared/api";
import { codecOffer } from "./catch-up";
import { captureFrame } from "./frame-capture";
import { mediaAt, trimAnchors, wallAt, type ClockAnchor } from "./playback-clock";
import { browserEnv, type PlayerEnv } from "./player-env";

/** What a playback window is doing (spec §7 PlayBackStatus). */
export type PlaybackStatus = "idle" | "connecting" | "playing" | "paused" | "ended" | "failed";

export interface PlaybackState {
  status: PlaybackStatus;
  /** Catalogue code: 7066 end of playback, 7150 no recording, 7067 cloud not opened, 7062 offline, 7064 busy … */
  code: number | null;
  speed: number;
}

/** What a playback window plays: a channel's recordings over a range (Unix s), from the device or the cloud. */
export interface PlaybackTarget {
  sn: string;
  chlIndex: number;
  startTime: number;
  endTime: number;
  source: "local" | "cloud";
}

const NETWORK_ERROR = 12344;
const FRAME_S = 0.04;
const codeOf = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "number" ? code : NETWORK_ERROR;
};
const ownOrigin = () => `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}`;

/** A fresh playback socket URL (spec §7 playback / cloudPlayback through /device/playback-token/get). */
export async function openPlaybackUrl(target: PlaybackTarget): Promise<string> {
  const redirect = await apiClient.call("/device/redirect/get", { sn: target.sn }, { hideTip: true }).catch(() => ({ wsBase: "" }));
  const ticket = await apiClient.call("/device/playback-token/get", target, { hideTip: true });
  return `${redirect.wsBase || ownOrigin()}${ticket.path}`;
}

/**
 * One playback window (docs/media.md "Playback"): the go2rtc MSE handshake on a playback ticket, a
 * `clock` anchor per fragment mapping `video.currentTime` to the wall clock, and seek / pause /
 * resume / speed relayed to the source. Seeks land exactly: the video jumps past the GOP head.
 */
export class PlaybackPlayer {
  private readonly env: PlayerEnv;
  private socket: WebSocket | null = null;
  private buffer: SourceBuffer | null = null;
  private queue: ArrayBuffer[] = [];
  private anchors: ClockAnchor[] = [];
  /** A seek waiting for its first fragment: jump to this media time once buffered. */
  private jump: { mediaTime: number; wallMs: number } | null = null;
  private pendingSeek: number | null = null;
  /** When the unanswered seek was sent (Date.now ms), and how long the last one took to show its picture. */
  private seekSentAt: number | null = null;
  private lastLandingMs: number | null = null;
  private generation = 0;
  state: PlaybackState = { status: "idle", code: null, speed: 1 };

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly onState: (state: PlaybackState) => void,
    private readonly open: (target: PlaybackTarget) => Promise<string> = openPlaybackUrl,
    env?: PlayerEnv,
  ) {
    this.env = env ?? browserEnv();
  }

  /** The wall-clock time (Unix ms) of the picture on screen; null before the first frame. */
  get wallTime(): number | null {
    if (this.jump) return this.jump.wallMs;
    return wallAt(this.anchors, this.video.currentTime);
  }

  async start(target: PlaybackTarget, positionMs: number, speed = 1): Promise<void> {
    this.teardown();
    const generation = ++this.generation;
    this.set({ status: "connecting", code: null, speed });
    let url: string;
    try {
      url = await this.open(target);
    } catch (err) {
      if (generation === this.generation) this.set({ status: "failed", code: codeOf(err) });
      return;
    }
    if (generation !== this.generation) return;
    const socket = this.env.createSocket(url);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    this.pendingSeek = positionMs;
    socket.onopen = () => socket.send(JSON.stringify({ type: "mse", value: codecOffer((m) => this.env.isTypeSupported(m)), position: positionMs, speed }));
    socket.onmessage = (event: MessageEvent) => {
      if (generation !== this.generation) return;
      if (typeof event.data === "string") this.onText(event.data);
      else if (event.data instanceof ArrayBuffer) this.append(event.data);
    };
    socket.onclose = () => {
      if (generation === this.generation && this.state.status !== "failed" && this.state.status !== "idle") this.set({ status: "failed", code: this.state.code ?? NETWORK_ERROR });
    };
  }

  seek(wallMs: number): void {
    this.pendingSeek = wallMs;
    this.seekSentAt ??= Date.now();
    this.send({ type: "seek", position: Math.round(wallMs) });
    if (this.state.status === "ended") this.set({ status: "playing", code: null });
  }

  pause(): void {
    this.video.pause();
    this.send({ type: "pause" });
    if (this.state.status === "playing") this.set({ status: "paused" });
  }

  resume(): void {
    this.send({ type: "resume" });
    void this.video.play().catch(() => {});
    if (this.state.status === "paused") this.set({ status: "playing" });
  }

  setSpeed(speed: number): void {
    this.video.playbackRate = speed;
    this.send({ type: "speed", value: speed });
    this.set({ speed });
  }

  /** One frame forward or back (paused, within what is buffered); a seek on its way lands that frame on. */
  step(direction: 1 | -1): void {
    this.pause();
    if (this.jump) this.jump = { mediaTime: this.jump.mediaTime + direction * FRAME_S, wallMs: this.jump.wallMs + direction * FRAME_S * 1000 };
    else this.video.currentTime = Math.max(0, this.video.currentTime + direction * FRAME_S);
  }

  /** A seek is on its way: its picture is not on screen yet. */
  get seeking(): boolean {
    return this.seekSentAt !== null || this.jump !== null;
  }

  /** How long the last seek took to show its picture (ms); 1 s before any. */
  get landingMs(): number {
    return this.lastLandingMs ?? 1_000;
  }

  /**
   * Shows the picture of wall time `wallMs` without asking the source when it is buffered (a paused
   * synchronised wall lines up on one moment); else seeks there.
   */
  showWall(wallMs: number): void {
    const media = this.jump ? null : mediaAt(this.anchors, wallMs);
    const ranges = this.buffer?.buffered;
    let held = false;
    for (let i = 0; media !== null && ranges && i < ranges.length; i++) held ||= ranges.start(i) <= media && media <= ranges.end(i);
    if (held && media !== null) this.video.currentTime = media;
    else this.seek(wallMs);
  }

  /** Nudges the rate to catch up with a leader (synchronised windows); 1 × speed when in step. */
  nudge(aheadMs: number): void {
    const factor = Math.abs(aheadMs) < 150 ? 1 : aheadMs > 0 ? 0.8 : 1.25;
    this.video.playbackRate = Math.min(16, Math.max(0.0625, this.state.speed * factor));
  }

  /** The frame on screen as a PNG (spec §2 snapshot); null before the first frame. */
  snapshot(): Promise<Blob | null> {
    return captureFrame(this.video, "image/png");
  }

  stop(): void {
    this.teardown();
    this.set({ status: "idle", code: null });
  }

  private set(patch: Partial<PlaybackState>): void {
    this.state = { ...this.state, ...patch };
    this.onState(this.state);
  }

  private send(frame: Record<string, unknown>): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(frame));
  }

  private onText(text: string): void {
    let frame: { type?: string; value?: string; code?: number; wallMs?: number; mediaTime?: number; requested?: number };
    try {
      frame = JSON.parse(text) as typeof frame;
    } catch {
      return;
    }
    if (frame.type === "mse" && frame.value) this.openMedia(frame.value);
    else if (frame.type === "clock") this.anchors.push({ wallMs: frame.wallMs!, mediaTime: frame.mediaTime! });
    else if (frame.type === "seeked") {
      const requested = frame.requested ?? this.pendingSeek ?? frame.wallMs!;
      this.anchors.push({ wallMs: frame.wallMs!, mediaTime: frame.mediaTime! });
      this.jump = { mediaTime: frame.mediaTime! + Math.max(0, requested - frame.wallMs!) / 1000, wallMs: requested };
    } else if (frame.type === "ended") this.set({ status: "ended", code: frame.code ?? null });
    else if (frame.type === "error") this.set({ status: "failed", code: frame.code ?? NETWORK_ERROR });
  }

  private openMedia(mime: string): void {
    const media = this.env.createMediaSource();
    const url = this.env.createObjectURL(media);
    media.addEventListener("sourceopen", () => {
      this.env.revokeObjectURL(url);
      const buffer = media.addSourceBuffer(mime);
      buffer.mode = "segments";
      buffer.addEventListener("updateend", () => this.drain());
      this.buffer = buffer;
      this.drain();
    });
    this.video.src = url;
    this.video.playbackRate = this.state.speed;
  }

  private append(data: ArrayBuffer): void {
    this.queue.push(data);
    this.drain();
  }

  private drain(): void {
    const buffer = this.buffer;
    if (!buffer || buffer.updating) return;
    this.applyJump();
    const next = this.queue.shift();
    if (next) {
      try {
        buffer.appendBuffer(next);
      } catch {
        this.set({ status: "failed", code: NETWORK_ERROR });
      }
      return;
    }
    // Keep 30 s behind the playhead (frame steps back), drop older media.
    const played = this.video.currentTime - 30;
    if (buffer.buffered.length > 0 && buffer.buffered.start(0) < played - 10) {
      buffer.remove(0, played);
      trimAnchors(this.anchors, played);
    }
  }

  /** After a seek: once the new position is buffered, show it (and play unless paused). */
  private applyJump(): void {
    const jump = this.jump;
    const ranges = this.buffer?.buffered;
    if (!jump || !ranges || ranges.length === 0) return;
    // The seek's own estimate runs from its key frame; the clock frames since then say exactly where the
    // requested wall time is (frame times jitter: windows lined up on one moment landed ~150 ms apart).
    const target = mediaAt(this.anchors, jump.wallMs) ?? jump.mediaTime;
    const end = ranges.end(ranges.length - 1);
    if (end < target) return;
    this.jump = null;
    this.video.currentTime = target;
    if (this.seekSentAt !== null) this.lastLandingMs = Date.now() - this.seekSentAt;
    this.seekSentAt = null;
    if (this.state.status === "connecting") this.set({ status: "playing" });
    if (this.state.status === "playing") void this.video.play().catch(() => {});
  }

  private teardown(): void {
    this.generation += 1;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onmessage = null;
      socket.onclose = null;
      socket.close();
    }
    this.buffer = null;
    this.queue = [];
    this.anchors = [];
    this.jump = null;
    this.seekSentAt = null;
    this.video.removeAttribute("src");
    this.video.load();
  }
}
