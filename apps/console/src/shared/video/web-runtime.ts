import { clampZoom, PLUGIN_CODE, SPLIT_OPTIONS, type CommandName, type ParamsOf, type PluginRequest, type ResultOf, type SplitNum } from "@vms/plugin-protocol";
import { captureFrame, toBase64 } from "./frame-capture";
import { MsePlayer, type PlayerState } from "./mse-player";
import type { PlayerEnv } from "./player-env";
import { answerRequest, CommandFailed, REFUSED_CODE, UNSUPPORTED_CODE } from "./runtime-command";
import { captureFileName, emptyWindow, formatFileTime, initialRuntimeState, KEPT_FILES, type SavedFile, type VideoRuntimeState, type VideoWindowState } from "./runtime-state";
import type { StreamRef } from "./stream-source";
import { isEnlarged, liveStreamFor, wantedStreams } from "./stream-choice";
import { TicketPrefetch } from "./ticket-prefetch";

export { REFUSED_CODE, UNSUPPORTED_CODE } from "./runtime-command";

/** The elements a window plays in, given by the page. */
export interface WindowElements {
  video: HTMLVideoElement;
  container: HTMLElement;
}

export interface WebRuntimeOptions {
  /** A fresh socket URL per (re)connect of a stream. */
  openStream: (ref: StreamRef) => Promise<string>;
  maxSplit: number;
  /** Told whether any window is playing (spec §4: no idle logout while live video plays). */
  onPlaying?: (playing: boolean) => void;
  env?: PlayerEnv;
}

type Handlers = { [C in CommandName]?: (params: ParamsOf<C>) => Promise<ResultOf<C>> | ResultOf<C> };

/**
 * Carries out `@vms/plugin-protocol` commands in the page (no native plugin): one MSE player per
 * window. The console sends command XML and gets response XML, exactly as with the plugin.
 */
export class WebVideoRuntime {
  private state: VideoRuntimeState;
  private readonly listeners = new Set<() => void>();
  private readonly elements = new Map<number, WindowElements>();
  private readonly players = new Map<number, MsePlayer>();
  /** The stream each player was opened on: a window whose stream changes gets a new player. */
  private readonly playerStreams = new Map<number, "main" | "sub">();
  private readonly hidden = new Set<number>();
  private notifyQueued = false;
  private readonly tickets: TicketPrefetch;

  constructor(private readonly options: WebRuntimeOptions) {
    this.state = initialRuntimeState(options.maxSplit);
    this.tickets = new TicketPrefetch(options.openStream, () => (options.env ?? { now: Date.now }).now());
  }

  getState = (): VideoRuntimeState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The transport: one command's XML in, its response's XML out. */
  handle(xml: string): Promise<string> {
    return answerRequest(xml, (request) => this.dispatch(request));
  }

  /** The page shows window `winIndex` in these elements; returns the function that detaches them. */
  attach(winIndex: number, elements: WindowElements): () => void {
    this.elements.set(winIndex, elements);
    this.sync(winIndex);
    return () => {
      if (this.elements.get(winIndex) !== elements) return;
      this.elements.delete(winIndex);
      this.dropPlayer(winIndex);
    };
  }

  /** Off-screen or hidden windows release their stream; back in view they resume at the live edge. */
  setVisible(winIndex: number, visible: boolean): void {
    if (visible === !this.hidden.has(winIndex)) return;
    if (visible) this.hidden.delete(winIndex);
    else this.hidden.add(winIndex);
    this.sync(winIndex);
  }

  /** Starts or ends a local recording of a playing window (the browser keeps the fMP4 it receives). */
  toggleRecord(winIndex: number): void {
    const player = this.players.get(winIndex);
    const win = this.win(winIndex);
    if (win.recording) {
      const blob = player?.stopRecording() ?? null;
      if (blob) this.keep("records", blob, captureFileName(win.channelName, new Date(), "mp4"));
      this.patch(winIndex, { recording: false, recordingSince: null }, false);
    } else if (player?.current.status === "playing") {
      player.startRecording();
      this.patch(winIndex, { recording: true, recordingSince: Date.now() }, false);
    }
  }

  /** Stops every window and forgets every binding (logout, spec §4). */
  reset(): void {
    for (const winIndex of [...this.players.keys()]) this.dropPlayer(winIndex);
    for (const file of [...this.state.snaps, ...this.state.records]) URL.revokeObjectURL(file.filePath);
    this.state = initialRuntimeState(this.options.maxSplit);
    this.emit();
  }

  private readonly handlers: Handlers = {
    preview: (p) => this.bind(p, true),
    bindChannelWin: (p) => this.bind(p, false),
    unBindChannelWin: ({ winIndex }) => {
      this.stopRecording(winIndex);
      this.patch(winIndex, { ...emptyWindow(winIndex), volume: this.win(winIndex).volume });
      return {};
    },
    stop: ({ winIndex }) => {
      for (const w of winIndex === undefined ? this.state.windows : [this.win(winIndex)]) {
        this.stopRecording(w.winIndex);
        this.patch(w.winIndex, { wantsPlay: false });
      }
      return {};
    },
    splitCtrl: ({ splitNum }) => {
      if (splitNum > this.state.maxSplit || !(SPLIT_OPTIONS as readonly number[]).includes(splitNum)) throw new CommandFailed(REFUSED_CODE);
      this.set({ splitNum: splitNum as SplitNum, selected: this.state.selected > splitNum ? 1 : this.state.selected });
      for (const w of this.state.windows) if (w.winIndex > splitNum && w.sn) this.handlers.unBindChannelWin!({ winIndex: w.winIndex });
      this.restream();
      return {};
    },
    switchSelectedWindow: ({ winIndex }) => {
      if (winIndex > this.state.splitNum) throw new CommandFailed(REFUSED_CODE);
      this.set({ selected: winIndex });
      if (this.state.fullScreen) this.restream();
      return {};
    },
    fullScreen: async () => {
      const el = this.elements.get(this.state.selected)?.container;
      if (!el) throw new CommandFailed(REFUSED_CODE);
      await el.requestFullscreen?.().catch(() => undefined);
      this.set({ fullScreen: true });
      this.restream();
      return {};
    },
    ExitFullScreen: async () => {
      if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
      this.set({ fullScreen: false });
      this.restream();
      return {};
    },
    SetVolume: ({ winIndex, volume }) => {
      this.patch(winIndex, { volume });
      return {};
    },
    videoZoom: ({ winIndex, enable, level }) => {
      this.patch(winIndex, { zoom: enable ? clampZoom(level ?? 2) : 1 });
      return {};
    },
    aspectRatio: ({ winIndex, ratio }) => {
      this.patch(winIndex, { aspectRatio: ratio });
      return {};
    },
    snap: async ({ winIndex }) => ({ imageData: await toBase64(await this.frame(winIndex, "image/jpeg")) }),
    SnapPicture: async ({ winIndex, fileName }) => {
      const blob = await this.frame(winIndex, "image/png");
      return this.keep("snaps", blob, fileName ?? captureFileName(this.win(winIndex).channelName, new Date(), "png"));
    },
    RequestSnapRecord: ({ type }) => ({ files: [...(type === "snap" ? this.state.snaps : this.state.records)] }),
  };

  private dispatch(request: PluginRequest): Promise<unknown> | unknown {
    const handler = this.handlers[request.cmd] as ((params: unknown) => unknown) | undefined;
    if (!handler) throw new CommandFailed(UNSUPPORTED_CODE);
    return handler(request.params);
  }

  private bind(p: ParamsOf<"preview">, play: boolean) {
    if (p.winIndex > this.state.splitNum) throw new CommandFailed(REFUSED_CODE);
    const old = this.win(p.winIndex);
    // Without a stream asked for, the window's place decides (issue 31: sub above 4 windows, main enlarged).
    const streamMode = p.streamMode ?? liveStreamFor(this.state.splitNum, isEnlarged(this.state, p.winIndex));
    const same = old.sn === p.sn && old.chlIndex === p.chlIndex && old.streamMode === streamMode;
    if (!same) {
      this.stopRecording(p.winIndex);
      this.dropPlayer(p.winIndex);
      if (play) this.tickets.ask(p.winIndex, { sn: p.sn, chlIndex: p.chlIndex, stream: streamMode });
    }
    this.patch(p.winIndex, { sn: p.sn, chlIndex: p.chlIndex, siteName: p.siteName ?? "", channelName: p.channelName ?? "", streamMode, wantsPlay: play });
    return {};
  }

  private async frame(winIndex: number, type: "image/png" | "image/jpeg"): Promise<Blob> {
    const video = this.elements.get(winIndex)?.video;
    const blob = video && this.win(winIndex).playStatus === "playing" ? await captureFrame(video, type) : null;
    // Spec §8 plugin code 3: nothing to capture yet, retry after 3 s.
    if (!blob) throw new CommandFailed(PLUGIN_CODE.SNAPSHOT_RETRY);
    return blob;
  }

  private keep(list: "snaps" | "records", blob: Blob, fileName: string): SavedFile {
    const file: SavedFile = { fileName, filePath: URL.createObjectURL(blob), createTime: formatFileTime(new Date()) };
    const all = [file, ...this.state[list]];
    for (const old of all.slice(KEPT_FILES)) URL.revokeObjectURL(old.filePath);
    this.set({ [list]: all.slice(0, KEPT_FILES) });
    return file;
  }

  private stopRecording(winIndex: number): void {
    if (this.win(winIndex).recording) this.toggleRecord(winIndex);
  }

  /** Starts, keeps or ends the window's player to match its state, element and visibility. */
  private sync(winIndex: number): void {
    const win = this.win(winIndex);
    const elements = this.elements.get(winIndex);
    const should = win.wantsPlay && win.sn !== null && win.chlIndex !== null && elements !== undefined && winIndex <= this.state.splitNum;
    const player = this.players.get(winIndex);
    if (!should) {
      if (player) this.dropPlayer(winIndex);
      if (!win.wantsPlay && win.playStatus !== "idle") this.patch(winIndex, { playStatus: "idle", code: null });
      return;
    }
    if (this.hidden.has(winIndex)) {
      if (player && player.current.status !== "suspended" && player.current.status !== "failed") player.suspend();
      return;
    }
    if (player && this.playerStreams.get(winIndex) !== win.streamMode) {
      this.stopRecording(winIndex);
      this.dropPlayer(winIndex);
    } else if (player) {
      if (player.current.status === "suspended") player.start();
      return;
    }
    const ref: StreamRef = { sn: win.sn!, chlIndex: win.chlIndex!, stream: win.streamMode };
    const created = new MsePlayer({
      video: elements.video,
      open: () => this.tickets.take(winIndex, ref),
      onState: (s: PlayerState) => this.players.get(winIndex) === created && this.patch(winIndex, { playStatus: s.status, code: s.code }, false),
      env: this.options.env,
    });
    this.players.set(winIndex, created);
    this.playerStreams.set(winIndex, ref.stream);
    created.start();
  }

  /** Retries a failed or stalled window with a fresh ticket. */
  retry(winIndex: number): void {
    this.players.get(winIndex)?.start();
  }

  /** Windows whose place changed (split, full screen) switch to the stream it wants (issue 31). */
  private restream(): void {
    for (const [winIndex, stream] of wantedStreams(this.state)) if (this.win(winIndex).streamMode !== stream) this.patch(winIndex, { streamMode: stream });
  }

  private dropPlayer(winIndex: number): void {
    const player = this.players.get(winIndex);
    if (!player) return;
    this.players.delete(winIndex);
    player.stop();
    if (this.win(winIndex).playStatus !== "idle") this.patch(winIndex, { playStatus: "idle", code: null, recording: false, recordingSince: null }, false);
  }

  private win(winIndex: number): VideoWindowState {
    return this.state.windows[winIndex - 1]!;
  }

  private patch(winIndex: number, change: Partial<VideoWindowState>, resync = true): void {
    const windows = this.state.windows.map((w) => (w.winIndex === winIndex ? { ...w, ...change } : w));
    this.set({ windows });
    if (resync) this.sync(winIndex);
  }

  private set(change: Partial<VideoRuntimeState>): void {
    this.state = { ...this.state, ...change };
    this.emit();
  }

  private emit(): void {
    this.options.onPlaying?.(this.state.windows.some((w) => w.playStatus === "playing"));
    // One notification per task: opening a 16-window layout is ~20 commands in a row, and a page
    // render per command kept the players from starting for most of a second (bench:live).
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    setTimeout(() => {
      this.notifyQueued = false;
      for (const listener of this.listeners) listener();
    }, 0);
  }
}
