import { buildCommand, buildErrorResponse, createSeqCounter, parseMessage, type PluginEvent, type PluginRequest } from "@vms/plugin-protocol";
import type { PluginBridge } from "@/shared/plugin-bridge";
import type { LiveVideoRuntime, VideoSurface } from "./live-runtime";
import { afterCommand, afterEvent, newestFiles } from "./native-state";
import { reconnectDelay, reconnectsAfter } from "./reconnect-policy";
import { REFUSED_CODE } from "./runtime-command";
import { initialRuntimeState, type VideoRuntimeState } from "./runtime-state";
import type { StreamRef } from "./stream-source";

/** The part of the plugin bridge the native runtime drives. */
export type PluginLink = Pick<PluginBridge, "send" | "command" | "onEvent" | "showWindow" | "hideWindow" | "openOverlay" | "closeOverlay">;

export interface NativeRuntimeOptions {
  link: PluginLink;
  /**
   * A fresh device access token for a channel stream (spec §7 `/device/access-token/get`): the plugin
   * plays from the device itself, so it needs one before each preview and after code 5.
   */
  deviceToken: (ref: StreamRef) => Promise<string>;
  maxSplit: number;
  /** The wait before reconnect number `attempt` of a window (tests pass a short one). */
  reconnectDelay?: (attempt: number) => number;
}

/** A window the runtime brings back by itself: why it stopped, attempts so far, the pending attempt. */
interface Reconnect {
  code: number | null;
  attempts: number;
  timer: ReturnType<typeof setTimeout> | null;
}

// Far from the command client's sequence numbers, so the retries sent from here never share one.
const OWN_SEQ_START = 1_000_000_000;

/**
 * The live windows played by the native plugin (spec §4 Plugin, §7): every command goes to it as XML
 * unchanged, after a device token for a preview; the window state the UI shows mirrors the commands
 * it accepted and follows its `<event>`s.
 */
export class NativeVideoRuntime implements LiveVideoRuntime {
  private state: VideoRuntimeState;
  private readonly listeners = new Set<() => void>();
  private readonly nextSeq = createSeqCounter(OWN_SEQ_START);
  private readonly stopEvents: () => void;
  private suspended = false;
  // Per list, the newest ask for the plugin's files: an older answer arriving late must not win.
  private readonly fileAsks = { snaps: 0, records: 0 };
  private readonly reconnects = new Map<number, Reconnect>();

  constructor(private readonly options: NativeRuntimeOptions) {
    this.state = initialRuntimeState(options.maxSplit, "plugin");
    this.stopEvents = options.link.onEvent((event) => this.onEvent(event));
  }

  getState = (): VideoRuntimeState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  handle(xml: string): Promise<string> {
    return this.run(xml, false);
  }

  /** A command of the page (`again` false) or a reconnect of the runtime's own (true). */
  private async run(xml: string, again: boolean): Promise<string> {
    const request = parseMessage(xml);
    if (request.kind !== "request") throw new Error("the runtime takes requests only");
    // What the user asks of a window replaces a reconnect under way (a Retry starts afresh).
    if (!again) this.forgetReconnects(request);
    if (request.cmd === "preview") {
      const { sn, chlIndex, streamMode, winIndex } = request.params;
      const entry = this.reconnects.get(winIndex);
      const given = await this.giveToken({ sn, chlIndex, stream: streamMode ?? "sub" });
      // The user closed or replaced the window while its reconnect asked for a token: drop it.
      if (again && this.reconnects.get(winIndex) !== entry) return buildErrorResponse(request.cmd, request.seq, REFUSED_CODE);
      if (given !== true) {
        this.set(afterCommand(this.state, request));
        if (reconnectsAfter(given)) this.reconnectLater(winIndex, given);
        else this.patchWindow(winIndex, { playStatus: "failed", code: given });
        return buildErrorResponse(request.cmd, request.seq, REFUSED_CODE);
      }
    }
    const answer = await this.options.link.send(xml);
    const parsed = parseMessage(answer);
    const ok = parsed.kind === "response" && parsed.ok;
    if (again && request.cmd === "preview") {
      // A reconnect keeps saying "reconnecting" (and why) until the plugin plays again.
      const { winIndex } = request.params;
      const entry = this.reconnects.get(winIndex);
      // Its "playing" may come before the answer: the window plays again, nothing to say.
      if (ok && !entry) return answer;
      const code = entry?.code ?? null;
      if (ok) this.set(afterCommand(this.state, request));
      if (ok) this.patchWindow(winIndex, { playStatus: "reconnecting", code });
      else this.reconnectLater(winIndex, code);
      return answer;
    }
    if (ok) {
      this.set(afterCommand(this.state, request));
      // The plugin keeps the picture in its snapshot folder; the list shows what it keeps (spec §3).
      if (request.cmd === "snap" || request.cmd === "SnapPicture") void this.loadFiles("snaps");
    }
    return answer;
  }

  /** The plugin draws its own windows: the page's elements stay empty. */
  attach(): () => void {
    return () => {};
  }

  setVisible(): void {}

  /**
   * Spec §7 has no command that starts a local recording: the plugin's own record button does, and
   * its recordFinished event brings the file into the list.
   */
  toggleRecord(): void {}

  /**
   * Fills the snapshot and record lists (or one of them) with the plugin's newest files (spec §3
   * "Snapshot and record lists", §7 RequestSnapRecord); a list it cannot give stays as it was.
   */
  async loadFiles(only?: "snaps" | "records"): Promise<void> {
    const lists = only ? [only] : (["snaps", "records"] as const);
    await Promise.all(
      lists.map(async (list) => {
        const ask = ++this.fileAsks[list];
        const answer = await this.options.link.command("RequestSnapRecord", { type: list === "snaps" ? "snap" : "record" }).catch(() => null);
        if (!answer?.ok || answer.cmd !== "RequestSnapRecord" || ask !== this.fileAsks[list]) return;
        this.set({ ...this.state, [list]: newestFiles(answer.data.files) });
      }),
    );
  }

  retry(winIndex: number): void {
    const win = this.state.windows[winIndex - 1];
    if (!win?.sn || win.chlIndex === null) return;
    this.repreview(win);
  }

  private resume(): void {
    this.suspended = false;
    for (const win of this.state.windows) if (win.wantsPlay && win.winIndex <= this.state.splitNum) this.repreview(win);
  }

  private repreview(win: VideoRuntimeState["windows"][number], again = false): void {
    if (!win.sn || win.chlIndex === null) return;
    const winIndex = win.winIndex;
    const params = { winIndex, sn: win.sn, chlIndex: win.chlIndex, siteName: win.siteName, channelName: win.channelName, streamMode: win.streamMode };
    void this.run(buildCommand("preview", params, this.nextSeq()), again).catch(() => (again ? this.reconnectLater(winIndex, this.reconnects.get(winIndex)?.code ?? null) : undefined));
  }

  /**
   * Issue 28: a window whose stream failed for a reason that may pass says "reconnecting" and is
   * previewed again after a growing wait (reconnect-policy.ts), until the plugin plays it again.
   */
  private reconnectLater(winIndex: number, code: number | null): void {
    const entry = this.reconnects.get(winIndex) ?? { code, attempts: 0, timer: null };
    if (entry.timer !== null) clearTimeout(entry.timer);
    entry.code = code;
    const wait = (this.options.reconnectDelay ?? reconnectDelay)(entry.attempts++);
    entry.timer = setTimeout(() => {
      entry.timer = null;
      const win = this.state.windows[winIndex - 1];
      if (this.reconnects.get(winIndex) === entry && win?.wantsPlay && !this.suspended) this.repreview(win, true);
    }, wait);
    this.reconnects.set(winIndex, entry);
    this.patchWindow(winIndex, { playStatus: "reconnecting", code });
  }

  private forgetReconnect(winIndex: number): void {
    const entry = this.reconnects.get(winIndex);
    if (entry?.timer) clearTimeout(entry.timer);
    this.reconnects.delete(winIndex);
  }

  /** The windows a command of the page changes stop reconnecting (they start afresh or close). */
  private forgetReconnects(request: PluginRequest): void {
    const params = request.params as { winIndex?: unknown; splitNum?: unknown };
    for (const winIndex of [...this.reconnects.keys()]) {
      const touched =
        request.cmd === "splitCtrl" ? winIndex > Number(params.splitNum)
        : ["preview", "bindChannelWin", "unBindChannelWin", "stop"].includes(request.cmd) && (params.winIndex === undefined || params.winIndex === winIndex);
      if (touched) this.forgetReconnect(winIndex);
    }
  }

  reset(): void {
    for (const winIndex of [...this.reconnects.keys()]) this.forgetReconnect(winIndex);
    this.suspended = false;
    this.fileAsks.snaps++;
    this.fileAsks.records++;
    this.set(initialRuntimeState(this.options.maxSplit, "plugin"));
  }

  /**
   * The plugin's video area over the page (spec §4 window size, transparent areas). Hidden (the user
   * left the live page), its windows stop streaming but keep their channels; placed again, they play
   * again, as the web runtime's windows do when their elements come back.
   */
  readonly surface: VideoSurface = {
    place: async (measure) => {
      const shown = await this.options.link.showWindow(measure);
      if (shown && this.suspended) this.resume();
      return shown;
    },
    hide: () => {
      void this.options.link.hideWindow().catch(() => undefined);
      if (!this.state.windows.some((w) => w.wantsPlay)) return;
      for (const winIndex of [...this.reconnects.keys()]) this.forgetReconnect(winIndex);
      this.suspended = true;
      void this.options.link.command("stop", {}).catch(() => undefined);
      this.set({ ...this.state, windows: this.state.windows.map((w) => (w.wantsPlay ? { ...w, playStatus: "idle", code: null } : w)) });
    },
    cover: (areas) => void this.options.link.openOverlay(areas).catch(() => undefined),
    uncover: () => this.options.link.closeOverlay(),
  };

  dispose(): void {
    for (const winIndex of [...this.reconnects.keys()]) this.forgetReconnect(winIndex);
    this.stopEvents();
    this.listeners.clear();
  }

  /** Gets a token and hands it to the plugin: true, or the catalogue code the window shows. */
  private async giveToken(ref: StreamRef): Promise<true | number | null> {
    try {
      const token = await this.options.deviceToken(ref);
      const answer = await this.options.link.command("updateDatoken", { sn: ref.sn, token });
      return answer.ok ? true : null;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      return typeof code === "number" ? code : null;
    }
  }

  private onEvent(event: PluginEvent): void {
    if (event.type === "deviceTokenExpired") {
      // Spec §8 plugin code 5: refresh the device token of a channel of that device still shown.
      const win = this.state.windows.find((w) => w.sn === event.data.sn && w.chlIndex !== null);
      if (win) void this.giveToken({ sn: win.sn!, chlIndex: win.chlIndex!, stream: win.streamMode });
      return;
    }
    if (event.type === "recordFinished") {
      void this.loadFiles("records");
      return;
    }
    if (event.type === "playStatus") {
      const { winIndex, playStatus } = event.data;
      const win = this.state.windows[winIndex - 1];
      if (playStatus === "playing") this.forgetReconnect(winIndex);
      // The plugin says no more than "failed": the device may be rebooting, so the window tries again.
      if (playStatus === "failed" && win?.sn && win.wantsPlay && !this.suspended) return this.reconnectLater(winIndex, null);
      // Its "connecting" during a reconnect must not hide that the window is reconnecting.
      if (playStatus === "connecting" && this.reconnects.has(winIndex)) return;
    }
    this.set(afterEvent(this.state, event));
  }

  private patchWindow(winIndex: number, change: Partial<VideoRuntimeState["windows"][number]>): void {
    this.set({ ...this.state, windows: this.state.windows.map((w) => (w.winIndex === winIndex ? { ...w, ...change } : w)) });
  }

  private set(next: VideoRuntimeState): void {
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
