import { buildCommand, buildErrorResponse, createSeqCounter, parseMessage, type PluginEvent } from "@vms/plugin-protocol";
import type { PluginBridge } from "@/shared/plugin-bridge";
import type { LiveVideoRuntime, VideoSurface } from "./live-runtime";
import { afterCommand, afterEvent, newestFiles } from "./native-state";
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

  constructor(private readonly options: NativeRuntimeOptions) {
    this.state = initialRuntimeState(options.maxSplit, "plugin");
    this.stopEvents = options.link.onEvent((event) => this.onEvent(event));
  }

  getState = (): VideoRuntimeState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async handle(xml: string): Promise<string> {
    const request = parseMessage(xml);
    if (request.kind !== "request") throw new Error("the runtime takes requests only");
    if (request.cmd === "preview") {
      const { sn, chlIndex, streamMode, winIndex } = request.params;
      const given = await this.giveToken({ sn, chlIndex, stream: streamMode ?? "sub" });
      if (given !== true) {
        this.set(afterCommand(this.state, request));
        this.patchWindow(winIndex, { playStatus: "failed", code: given });
        return buildErrorResponse(request.cmd, request.seq, REFUSED_CODE);
      }
    }
    const answer = await this.options.link.send(xml);
    const parsed = parseMessage(answer);
    if (parsed.kind === "response" && parsed.ok) {
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

  private repreview(win: VideoRuntimeState["windows"][number]): void {
    if (!win.sn || win.chlIndex === null) return;
    const winIndex = win.winIndex;
    const params = { winIndex, sn: win.sn, chlIndex: win.chlIndex, siteName: win.siteName, channelName: win.channelName, streamMode: win.streamMode };
    void this.handle(buildCommand("preview", params, this.nextSeq())).catch(() => undefined);
  }

  reset(): void {
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
      this.suspended = true;
      void this.options.link.command("stop", {}).catch(() => undefined);
      this.set({ ...this.state, windows: this.state.windows.map((w) => (w.wantsPlay ? { ...w, playStatus: "idle", code: null } : w)) });
    },
    cover: (areas) => void this.options.link.openOverlay(areas).catch(() => undefined),
    uncover: () => this.options.link.closeOverlay(),
  };

  dispose(): void {
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
