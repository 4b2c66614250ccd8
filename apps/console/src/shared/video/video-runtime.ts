import { MAC_MAX_SPLIT, MAX_SPLIT } from "@vms/plugin-protocol";
import { onPluginReset } from "@/shared/plugin";
import { videoActivity } from "@/shared/session";
import { openStreamUrl } from "./stream-source";
import { createVideoClient, type VideoCommand } from "./video-client";
import { WebVideoRuntime } from "./web-runtime";

/** Spec §5: a Mac opens at most 4 windows. */
export function isMacPlatform(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac/i.test(nav.userAgentData?.platform ?? nav.platform ?? "");
}

export interface VideoRuntimeHandle {
  runtime: WebVideoRuntime;
  command: VideoCommand;
}

let handle: VideoRuntimeHandle | null = null;

/**
 * The page's video runtime, made once: the web runtime behind the command client, feeding the
 * session's idle-logout exemption and reset on logout (spec §4).
 */
export function videoRuntime(): VideoRuntimeHandle {
  if (handle) return handle;
  const runtime = new WebVideoRuntime({
    openStream: openStreamUrl,
    maxSplit: isMacPlatform() ? MAC_MAX_SPLIT : MAX_SPLIT,
    onPlaying: (playing) => videoActivity.setLivePlaying(playing),
  });
  onPluginReset(() => runtime.reset());
  handle = { runtime, command: createVideoClient({ request: (xml) => runtime.handle(xml) }) };
  return handle;
}
