import { buildCommand, createSeqCounter, type CommandName, type ParamsOf } from "@vms/plugin-protocol";
import type { PluginBridge, PluginStatus } from "@/shared/plugin-bridge";
import type { LiveVideoRuntime, VideoSurface } from "./live-runtime";
import type { NativeVideoRuntime, PluginLink } from "./native-runtime";
import type { VideoRuntimeState } from "./runtime-state";
import type { WebVideoRuntime, WindowElements } from "./web-runtime";

/** Spec §4/§7: the plugin plays only while it is loaded, current and answering; the web runtime otherwise. */
export function pluginCanPlay(status: PluginStatus): boolean {
  return status.state === "loaded" && !status.needUpdate && !status.notResponding;
}

export interface VideoSwitchOptions {
  web: WebVideoRuntime;
  createNative: (link: PluginLink) => NativeVideoRuntime;
  /** Told whether any window plays, whoever plays it (spec §4: no idle logout while live video plays). */
  onPlaying?: (playing: boolean) => void;
}

// Far from the command client's and the native runtime's sequence numbers.
const SWITCH_SEQ_START = 2_000_000_000;

/**
 * The live windows' one runtime as the page sees it: the web runtime, or the native plugin while the
 * user chose it and it can play. Switching stops the windows of the old one and opens the same
 * channels, split and selection in the new one, so the user keeps what they were watching.
 */
export class VideoSwitch implements LiveVideoRuntime {
  private active: LiveVideoRuntime;
  private native: NativeVideoRuntime | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly nextSeq = createSeqCounter(SWITCH_SEQ_START);
  private readonly web: WebVideoRuntime;

  constructor(private readonly options: VideoSwitchOptions) {
    this.web = options.web;
    this.active = this.web;
    this.web.subscribe(() => this.active === this.web && this.emit());
  }

  getState = (): VideoRuntimeState => this.active.getState();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  handle(xml: string): Promise<string> {
    return this.active.handle(xml);
  }

  // The page's elements always belong to the web runtime: its windows stay stopped while the plugin plays.
  attach(winIndex: number, elements: WindowElements): () => void {
    return this.web.attach(winIndex, elements);
  }

  setVisible(winIndex: number, visible: boolean): void {
    this.web.setVisible(winIndex, visible);
  }

  toggleRecord(winIndex: number): void {
    this.active.toggleRecord(winIndex);
  }

  retry(winIndex: number): void {
    this.active.retry(winIndex);
  }

  reset(): void {
    this.web.reset();
    this.native?.reset();
  }

  /** True while the native plugin plays the windows. */
  get playsNative(): boolean {
    return this.native !== null && this.active === this.native;
  }

  /** The plugin's video area while it plays the windows; null while the page plays them. */
  get surface(): VideoSurface | null {
    return this.playsNative ? this.native!.surface : null;
  }

  /**
   * Lets the plugin behind `bridge` play the windows whenever it can (spec §4: loaded, not in need of
   * an update, answering); returns the function that gives the windows back to the web runtime.
   */
  followPlugin(bridge: PluginBridge): () => void {
    this.dropPlugin();
    const native = this.options.createNative(bridge);
    this.native = native;
    native.subscribe(() => this.active === native && this.emit());
    const follow = (status: PluginStatus) => {
      if (this.native !== native) return;
      if (pluginCanPlay(status) && this.active !== native) this.switchTo(native);
      else if (!pluginCanPlay(status) && this.active === native) this.switchTo(this.web);
    };
    const unsubscribe = bridge.subscribe(follow);
    follow(bridge.status);
    return () => {
      unsubscribe();
      if (this.native === native) this.dropPlugin();
    };
  }

  private dropPlugin(): void {
    const native = this.native;
    if (!native) return;
    if (this.active === native) this.switchTo(this.web);
    this.native = null;
    native.dispose();
    this.emit();
  }

  private switchTo(next: LiveVideoRuntime): void {
    const prev = this.active;
    const shown = prev.getState();
    this.active = next;
    void this.send(prev, "stop", {});
    // The plugin starts from nothing next time (the replay fills it); its area is hidden by
    // useVideoSurface, which sees the surface go.
    if (prev === this.native) this.native.reset();
    void this.replay(next, shown);
    this.emit();
  }

  /** Opens in `runtime` what the other one showed: the split, each window's channel, the selection. */
  private async replay(runtime: LiveVideoRuntime, shown: VideoRuntimeState): Promise<void> {
    await this.send(runtime, "splitCtrl", { splitNum: shown.splitNum });
    const bound = shown.windows.filter((w) => w.sn !== null && w.chlIndex !== null && w.winIndex <= shown.splitNum);
    await Promise.all(
      bound.map((w) => {
        const params = { winIndex: w.winIndex, sn: w.sn!, chlIndex: w.chlIndex!, siteName: w.siteName, channelName: w.channelName };
        return w.wantsPlay ? this.send(runtime, "preview", { ...params, streamMode: w.streamMode }) : this.send(runtime, "bindChannelWin", params);
      }),
    );
    await this.send(runtime, "switchSelectedWindow", { winIndex: shown.selected });
  }

  /** A command of the switch's own; a runtime that refuses it (or is gone) changes nothing. */
  private send<C extends CommandName>(runtime: LiveVideoRuntime, cmd: C, params: ParamsOf<C>): Promise<unknown> {
    return runtime.handle(buildCommand(cmd, params, this.nextSeq())).catch(() => undefined);
  }

  private emit(): void {
    this.options.onPlaying?.(this.getState().windows.some((w) => w.playStatus === "playing"));
    for (const listener of this.listeners) listener();
  }
}
