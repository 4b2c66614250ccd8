import { PLUGIN_CODE, type CommandName, type ParamsOf, type PluginRequest, type ResultOf } from "@vms/plugin-protocol";
import { captureFrame, toBase64 } from "./frame-capture";
import { openPlaybackUrl, PlaybackPlayer, type PlaybackState, type PlaybackStatus, type PlaybackTarget } from "./playback-player";
import { PlaybackSync } from "./playback-sync";
import type { PlayerEnv } from "./player-env";
import { fromProtocolTime, toProtocolTime } from "./protocol-time";
import { answerRequest, CommandFailed, REFUSED_CODE, UNSUPPORTED_CODE } from "./runtime-command";
import { formatFileTime, KEPT_FILES, type SavedFile } from "./runtime-state";
import { createVideoClient, type VideoCommand } from "./video-client";

/** Spec §2 Playback, §9 layout limits: up to 16 windows (issue 31: a synced playback wall). */
export const PLAYBACK_WINDOWS = 16;

/** One playback window: what it plays and how (spec §3 window-channel mapping, §7 PlayBackStatus). */
export interface PlaybackWindowState extends PlaybackState {
  winIndex: number;
  target: PlaybackTarget | null;
}

export interface PlaybackRuntimeState {
  /** Spec §7 SetPlayMode: device (local) or cloud recordings. */
  mode: "local" | "cloud";
  /** syncAllWin is on. */
  synced: boolean;
  windows: readonly PlaybackWindowState[];
  snaps: readonly SavedFile[];
}

export interface PlaybackRuntimeOptions {
  /** A fresh playback socket URL per (re)start of a window. */
  open?: (target: PlaybackTarget) => Promise<string>;
  env?: PlayerEnv;
}

type Handlers = { [C in CommandName]?: (params: ParamsOf<C>) => Promise<ResultOf<C>> | ResultOf<C> };

const idleWindow = (winIndex: number): PlaybackWindowState => ({ winIndex, target: null, status: "idle", code: null, speed: 1 });
const initialState = (): PlaybackRuntimeState => ({ mode: "local", synced: false, windows: Array.from({ length: PLAYBACK_WINDOWS }, (_, i) => idleWindow(i + 1)), snaps: [] });
const sameTarget = (a: PlaybackTarget, b: PlaybackTarget) =>
  a.sn === b.sn && a.chlIndex === b.chlIndex && a.startTime === b.startTime && a.endTime === b.endTime && a.source === b.source;
/** A running stream takes a seek; a connecting or failed one is started again at the new time. */
const SEEKABLE: ReadonlySet<PlaybackStatus> = new Set(["playing", "paused", "ended"]);

/**
 * Carries out the playback commands of `@vms/plugin-protocol` in the page (spec §7 playback,
 * cloudPlayback, stop, PlayBackStatus, SetPlaybackSpeed, SetPlayMode, syncAllWin, asynAllWin,
 * pauseAllWin, resumeAllWin, snap, SnapPicture): one PlaybackPlayer per window, all in one
 * PlaybackSync. A `playback` for the window's current recording with another playTime is a seek.
 * What the protocol has no command for stays a direct method, as WebVideoRuntime keeps toggleRecord:
 * one window's pause/resume, frame step, and the millisecond wall clock the window's overlay shows.
 */
export class WebPlaybackRuntime {
  private state = initialState();
  private readonly listeners = new Set<() => void>();
  private readonly videos = new Map<number, HTMLVideoElement>();
  private readonly players = new Map<number, PlaybackPlayer>();
  /** Where a window starts once its element is attached (a command may come first). */
  private readonly startAt = new Map<number, number>();
  private readonly sync = new PlaybackSync();

  constructor(private readonly options: PlaybackRuntimeOptions = {}) {}

  getState = (): PlaybackRuntimeState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The transport: one command's XML in, its response's XML out. */
  handle(xml: string): Promise<string> {
    return answerRequest(xml, (request) => this.dispatch(request));
  }

  /** The page shows window `winIndex` in this element; returns the function that detaches it (and stops the window). */
  attach(winIndex: number, video: HTMLVideoElement): () => void {
    this.videos.set(winIndex, video);
    const at = this.startAt.get(winIndex);
    if (at !== undefined && this.state.windows[winIndex - 1]?.target) this.start(winIndex, at);
    return () => {
      if (this.videos.get(winIndex) !== video) return;
      this.videos.delete(winIndex);
      this.stopWindow(winIndex);
    };
  }

  /** The wall time (Unix ms) of the picture on screen: PlayBackStatus's playTime has whole seconds only. */
  wallTime(winIndex: number): number | null {
    return this.players.get(winIndex)?.wallTime ?? null;
  }

  /** Pauses one window (every window when synchronised); spec §7 has pauseAllWin only. */
  pause(winIndex: number): void {
    for (const p of this.sync.targets(winIndex)) p.pause();
  }

  /** Resumes one window (every window when synchronised); spec §7 has resumeAllWin only. */
  resume(winIndex: number): void {
    for (const p of this.sync.targets(winIndex)) p.resume();
  }

  /** One frame forward or back (no spec §7 command); synchronised, every window steps from the same picture. */
  step(winIndex: number, direction: 1 | -1): void {
    if (this.sync.synced) this.sync.stepAll(direction);
    else for (const p of this.sync.targets(winIndex)) p.step(direction);
  }

  /** Stops every window and forgets everything; the runtime stays usable. */
  reset(): void {
    for (const w of this.state.windows) this.stopWindow(w.winIndex);
    this.sync.dispose();
    for (const file of this.state.snaps) URL.revokeObjectURL(file.filePath);
    this.state = initialState();
    this.emit();
  }

  private readonly handlers: Handlers = {
    playback: (p) => this.play(p, "local"),
    cloudPlayback: (p) => this.play(p, "cloud"),
    stop: ({ winIndex }) => {
      for (const w of winIndex === undefined ? this.state.windows : [this.win(winIndex)]) this.stopWindow(w.winIndex);
      return {};
    },
    PlayBackStatus: ({ winIndex }) => {
      const { status } = this.win(winIndex);
      const wall = this.wallTime(winIndex);
      return { playStatus: status, ...(wall === null ? {} : { playTime: toProtocolTime(wall) }) };
    },
    SetPlaybackSpeed: ({ winIndex, speed }) => {
      this.win(winIndex);
      if (!this.players.has(winIndex)) throw new CommandFailed(REFUSED_CODE);
      for (const p of this.sync.targets(winIndex)) p.setSpeed(speed);
      return {};
    },
    SetPlayMode: ({ mode }) => {
      this.set({ mode });
      // Recordings of the other source no longer belong on screen.
      for (const w of this.state.windows) if (w.target && w.target.source !== mode) this.stopWindow(w.winIndex);
      return {};
    },
    syncAllWin: () => {
      this.sync.syncAllWin();
      this.set({ synced: true });
      return {};
    },
    asynAllWin: () => {
      this.sync.asynAllWin();
      this.set({ synced: false });
      return {};
    },
    pauseAllWin: () => {
      this.sync.pauseAllWin();
      return {};
    },
    resumeAllWin: () => {
      this.sync.resumeAllWin();
      return {};
    },
    snap: async ({ winIndex }) => ({ imageData: await toBase64(await this.frame(winIndex, "image/jpeg")) }),
    SnapPicture: async ({ winIndex, fileName }) => {
      const blob = await this.frame(winIndex, "image/png");
      return this.keep(blob, fileName ?? `playback-window${winIndex}-${Date.now()}.png`);
    },
  };

  private dispatch(request: PluginRequest): Promise<unknown> | unknown {
    const handler = this.handlers[request.cmd] as ((params: unknown) => unknown) | undefined;
    if (!handler) throw new CommandFailed(UNSUPPORTED_CODE);
    return handler(request.params);
  }

  private play(p: ParamsOf<"playback">, source: "local" | "cloud") {
    const w = this.win(p.winIndex);
    const startMs = fromProtocolTime(p.startTime);
    const endMs = fromProtocolTime(p.endTime);
    const at = p.playTime === undefined ? startMs : fromProtocolTime(p.playTime);
    if (startMs === null || endMs === null || at === null || endMs <= startMs || at < startMs || at > endMs) throw new CommandFailed(REFUSED_CODE);
    // The feature's ranges are whole Unix seconds, so this is exact.
    const target: PlaybackTarget = { sn: p.sn, chlIndex: p.chlIndex, startTime: startMs / 1000, endTime: endMs / 1000, source };
    const player = this.players.get(p.winIndex);
    if (player && w.target && sameTarget(w.target, target) && SEEKABLE.has(player.state.status)) {
      // Synchronised, a seek moves every window (PlaybackSync.targets).
      for (const q of this.sync.targets(p.winIndex)) q.seek(at);
      return {};
    }
    this.set({ mode: source });
    this.patch(p.winIndex, { target });
    this.start(p.winIndex, at);
    return {};
  }

  /** (Re)starts a window's player at `atMs`, or keeps the time for when its element arrives. */
  private start(winIndex: number, atMs: number): void {
    this.dropPlayer(winIndex);
    const target = this.win(winIndex).target;
    const video = this.videos.get(winIndex);
    if (!target) return;
    if (!video) {
      this.startAt.set(winIndex, atMs);
      return;
    }
    this.startAt.delete(winIndex);
    const player: PlaybackPlayer = new PlaybackPlayer(
      video,
      (s) => this.players.get(winIndex) === player && this.patch(winIndex, s),
      this.options.open ?? openPlaybackUrl,
      this.options.env,
    );
    this.players.set(winIndex, player);
    this.sync.set(winIndex, player);
    void player.start(target, atMs);
  }

  private stopWindow(winIndex: number): void {
    this.startAt.delete(winIndex);
    this.dropPlayer(winIndex);
    if (this.win(winIndex).target) this.patch(winIndex, { target: null });
  }

  private dropPlayer(winIndex: number): void {
    const player = this.players.get(winIndex);
    if (!player) return;
    this.players.delete(winIndex);
    this.sync.set(winIndex, null);
    player.stop();
    this.patch(winIndex, { status: "idle", code: null, speed: 1 });
  }

  private async frame(winIndex: number, type: "image/png" | "image/jpeg"): Promise<Blob> {
    const video = this.videos.get(winIndex);
    const status = this.win(winIndex).status;
    const blob = video && SEEKABLE.has(status) ? await captureFrame(video, type) : null;
    // Spec §8 plugin code 3: nothing to capture yet, retry after 3 s.
    if (!blob) throw new CommandFailed(PLUGIN_CODE.SNAPSHOT_RETRY);
    return blob;
  }

  private keep(blob: Blob, fileName: string): SavedFile {
    const file: SavedFile = { fileName, filePath: URL.createObjectURL(blob), createTime: formatFileTime(new Date()) };
    const all = [file, ...this.state.snaps];
    for (const old of all.slice(KEPT_FILES)) URL.revokeObjectURL(old.filePath);
    this.set({ snaps: all.slice(0, KEPT_FILES) });
    return file;
  }

  /** The window, or a refusal for one outside the 16 playback windows. */
  private win(winIndex: number): PlaybackWindowState {
    const w = this.state.windows[winIndex - 1];
    if (!w) throw new CommandFailed(REFUSED_CODE);
    return w;
  }

  private patch(winIndex: number, change: Partial<PlaybackWindowState>): void {
    this.set({ windows: this.state.windows.map((w) => (w.winIndex === winIndex ? { ...w, ...change } : w)) });
  }

  private set(change: Partial<PlaybackRuntimeState>): void {
    this.state = { ...this.state, ...change };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** A playback runtime behind its command client (the page's only way to drive playback windows). */
export interface PlaybackRuntimeHandle {
  runtime: WebPlaybackRuntime;
  command: VideoCommand;
}

/** Makes a playback runtime and the XML command client over it (one per playback view). */
export function createPlaybackRuntime(options?: PlaybackRuntimeOptions): PlaybackRuntimeHandle {
  const runtime = new WebPlaybackRuntime(options);
  return { runtime, command: createVideoClient({ request: (xml) => runtime.handle(xml) }) };
}
