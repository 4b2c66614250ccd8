import { MAC_MAX_SPLIT, MAX_SPLIT } from "@vms/plugin-protocol";
import { onPluginReset } from "@/shared/plugin";
import type { PluginBridge } from "@/shared/plugin-bridge";
import { videoActivity } from "@/shared/session";
import { wallSockets } from "./live-mux";
import { NativeVideoRuntime } from "./native-runtime";
import { browserEnv } from "./player-env";
import { deviceAccessToken, openStreamUrl } from "./stream-source";
import { createVideoClient, type VideoCommand } from "./video-client";
import { VideoSwitch } from "./video-switch";
import { WebVideoRuntime } from "./web-runtime";

/** Spec §5: a Mac opens at most 4 windows. */
export function isMacPlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac/i.test(nav.userAgentData?.platform ?? nav.platform ?? "");
}

export interface VideoRuntimeHandle {
  runtime: VideoSwitch;
  command: VideoCommand;
}

let handle: VideoRuntimeHandle | null = null;

/**
 * The page's video runtime, made once: the web runtime, or the native plugin while the user chose it
 * and it can play, behind one command client; it feeds the session's idle-logout exemption and is
 * reset on logout (spec §4).
 */
export function videoRuntime(): VideoRuntimeHandle {
  if (handle) return handle;
  const maxSplit = isMacPlatform() ? MAC_MAX_SPLIT : MAX_SPLIT;
  const runtime = new VideoSwitch({
    // The live windows share one wall socket per server (issue 31).
    web: new WebVideoRuntime({ openStream: openStreamUrl, maxSplit, env: { ...browserEnv(), createSocket: wallSockets(browserEnv()) } }),
    createNative: (link) => new NativeVideoRuntime({ link, deviceToken: deviceAccessToken, maxSplit }),
    onPlaying: (playing) => videoActivity.setLivePlaying(playing),
  });
  onPluginReset(() => runtime.reset());
  handle = { runtime, command: createVideoClient({ request: (xml) => runtime.handle(xml) }) };
  return handle;
}

/**
 * Spec §4/§7: the live windows play in the native plugin behind `bridge` whenever it can, in the web
 * runtime otherwise; returns the function that gives them back to the web runtime for good.
 */
export function playWithPlugin(bridge: PluginBridge): () => void {
  return videoRuntime().runtime.followPlugin(bridge);
}
