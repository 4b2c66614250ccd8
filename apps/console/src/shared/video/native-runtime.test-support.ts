import type { PluginRequest } from "@vms/plugin-protocol";
import { vi } from "vitest";
import { createPluginBridge } from "@/shared/plugin-bridge";
import { nodeSocket, startPluginPeer, unusedPort } from "@/shared/plugin-bridge/test-plugin-peer.test-support";
import { fakeEnv, fakeVideo } from "./fake-media.test-support";
import { NativeVideoRuntime } from "./native-runtime";
import type { StreamRef } from "./stream-source";
import { createVideoClient } from "./video-client";
import { VideoSwitch } from "./video-switch";
import { WebVideoRuntime } from "./web-runtime";

// Test only: the page's live video runtime against the XML test peer (native-*.test.ts).

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
export const cleanups: (() => unknown)[] = [];
/** Closes what the tests opened (the bridges, then the peers). */
export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export const GATE = { winIndex: 1, sn: "SN1", chlIndex: 2, channelName: "Gate", siteName: "HQ", streamMode: "main" } as const;

/** The page's runtime (web + switch) with windows 1–4 attached, and a plugin peer when `version` is given. */
export async function setup(version: string | null = "1.0.0.1914") {
  const media = fakeEnv();
  const openStream = vi.fn((ref: StreamRef) => Promise.resolve(`ws://x/ws-live?ticket=${ref.sn}-${ref.chlIndex}`));
  let issued = 0;
  const deviceToken = vi.fn(async (ref: StreamRef) => `token-${ref.sn}-${++issued}`);
  const playing: boolean[] = [];
  const web = new WebVideoRuntime({ openStream, maxSplit: 16, env: media.env });
  const runtime = new VideoSwitch({
    web,
    createNative: (link) => new NativeVideoRuntime({ link, deviceToken: (ref) => deviceToken(ref), maxSplit: 16, reconnectDelay: () => 20 }),
    onPlaying: (p) => playing.push(p),
  });
  for (const winIndex of [1, 2, 3, 4]) runtime.attach(winIndex, { video: fakeVideo(), container: document.createElement("div") });
  const command = createVideoClient({ request: (xml) => runtime.handle(xml) });
  const peer = version === null ? null : await startPluginPeer(version);
  const bridge = createPluginBridge({ port: peer?.port ?? (await unusedPort()), createSocket: nodeSocket, resetOnLogout: false, sizeRetryMs: 20 });
  cleanups.push(() => peer?.close(), () => bridge.close());
  /** The user chose the plugin: the runtime follows the bridge, which looks for the plugin. */
  const choosePlugin = async () => {
    const release = runtime.followPlugin(bridge);
    await bridge.connect();
    return release;
  };
  const received = (cmd: string): PluginRequest[] => peer?.requests.filter((r) => r.cmd === cmd) ?? [];
  const win = (i: number) => runtime.getState().windows[i - 1]!;
  return { media, openStream, deviceToken, runtime, command, peer: peer!, bridge, choosePlugin, received, win, playing };
}
