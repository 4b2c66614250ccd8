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
  // Switches run one after another; a newer one makes an older one's unfinished replay stop sending.
  private switching: Promise<void> = Promise.resolve();
  private generation = 0;
  // What an unfinished replay was opening: the switch that overtakes it opens that, not the half-filled state.
  private opening: VideoRuntimeState | null = null;

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
    // A replay under way must not open the windows of the user who just left.
    this.generation++;
    this.opening = null;
    this.web.reset();
    this.native?.reset();
  }

  /** True while the native plugin plays the windows. */
  get playsNative(): boolean {
    return this.native !== null && this.active === this.native;
  }

  /** Resolves once the switches under way have stopped the old runtime and opened the windows in the new one. */
  get settled(): Promise<void> {
    return this.switching;
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

  /**
   * The page shows `next` at once; behind it, after any earlier switch has finished, the old one
   * stops and `next` opens what was shown. A switch overtaken by a newer one stops sending, so quick
   * flips never open a window twice in the runtime that ends up playing.
   */
  private switchTo(next: LiveVideoRuntime): void {
    const prev = this.active;
    const shown = this.opening ?? prev.getState();
    const generation = ++this.generation;
    const native = prev === this.native ? this.native : null;
    this.active = next;
    this.opening = shown;
    this.switching = this.switching.then(async () => {
      await this.send(prev, "stop", {});
      // The plugin starts from nothing next time (the replay fills it); its area is hidden by
      // useVideoSurface, which sees the surface go.
      native?.reset();
      if (generation !== this.generation) return;
      await this.replay(next, shown, generation);
      if (generation !== this.generation) return;
      this.opening = null;
      // The plugin's own snapshots and recordings fill the lists (spec §3).
      const plugin = this.native;
      if (plugin && next === plugin) await plugin.loadFiles();
    }).catch(() => undefined);
    this.emit();
  }

  /** Opens in `runtime` what the other one showed: the split, each window's channel, the selection. */
  private async replay(runtime: LiveVideoRuntime, shown: VideoRuntimeState, generation: number): Promise<void> {
    const send = <C extends CommandName>(cmd: C, params: ParamsOf<C>) => (generation === this.generation ? this.send(runtime, cmd, params) : undefined);
    await send("splitCtrl", { splitNum: shown.splitNum });
    const bound = shown.windows.filter((w) => w.sn !== null && w.chlIndex !== null && w.winIndex <= shown.splitNum);
    await Promise.all(
      bound.map((w) => {
        const params = { winIndex: w.winIndex, sn: w.sn!, chlIndex: w.chlIndex!, siteName: w.siteName, channelName: w.channelName };
        return w.wantsPlay ? send("preview", { ...params, streamMode: w.streamMode }) : send("bindChannelWin", params);
      }),
    );
    await send("switchSelectedWindow", { winIndex: shown.selected });
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
