import { afterEach, describe, expect, it, vi } from "vitest";
import { createPluginBridge } from "@/shared/plugin-bridge";
import { nodeSocket, startPluginPeer } from "@/shared/plugin-bridge/test-plugin-peer.test-support";
import { NativeVideoRuntime } from "./native-runtime";
import { placeOver, trackOverlays } from "./use-video-surface";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  document.body.innerHTML = "";
});

/** An element laid out at this client rectangle (jsdom does no layout). */
function laidOut(tag: string, rect: { left: number; top: number; width: number; height: number }, className = "") {
  const el = document.createElement(tag);
  el.className = className;
  el.getBoundingClientRect = () => ({ ...rect, x: rect.left, y: rect.top, right: rect.left + rect.width, bottom: rect.top + rect.height, toJSON: () => rect });
  return el;
}

async function nativeSurface() {
  const peer = await startPluginPeer();
  const bridge = createPluginBridge({ port: peer.port, createSocket: nodeSocket, resetOnLogout: false, sizeRetryMs: 20, overlayRestoreMs: 30 });
  cleanups.push(() => peer.close(), () => bridge.close());
  await bridge.connect();
  const native = new NativeVideoRuntime({ link: bridge, deviceToken: async () => "t", maxSplit: 16 });
  return { peer, surface: native.surface };
}

describe("the plugin's video area over the windows grid (spec §4 Plugin: window size, overlay areas)", { timeout: 10_000 }, () => {
  it("§4: is sized to the grid's client rectangle and shown; re-placed when the window resizes; hidden when the page goes", async () => {
    const { peer, surface } = await nativeSurface();
    const grid = laidOut("div", { left: 320, top: 96.4, width: 1280, height: 720 });
    document.body.append(grid);
    const unplace = placeOver(surface, grid);
    await vi.waitFor(() => expect(peer.commands()).toContain("DisplayPlugin"));
    expect(peer.requests.find((r) => r.cmd === "SetPluginSize")?.params).toEqual({ x: 320, y: 96, width: 1280, height: 720 });
    expect(peer.requests.find((r) => r.cmd === "DisplayPlugin")?.params).toEqual({ visible: true });

    grid.getBoundingClientRect = () => ({ left: 0, top: 0, x: 0, y: 0, width: 800, height: 450, right: 800, bottom: 450, toJSON: () => ({}) });
    window.dispatchEvent(new Event("resize"));
    await vi.waitFor(() => expect(peer.requests.filter((r) => r.cmd === "SetPluginSize").at(-1)?.params).toEqual({ x: 0, y: 0, width: 800, height: 450 }));

    unplace();
    await vi.waitFor(() => expect(peer.requests.at(-1)).toMatchObject({ cmd: "DisplayPlugin", params: { visible: false } }));
  });

  it("§4: a dialog portalled over the page cuts its area out; when it closes the areas are restored", async () => {
    const { peer, surface } = await nativeSurface();
    const untrack = trackOverlays(surface);
    cleanups.push(untrack);
    const dialog = laidOut("div", { left: 0, top: 0, width: 1920, height: 1080 }, "MuiModal-root");
    document.body.append(dialog);
    await vi.waitFor(() => expect(peer.commands()).toContain("SetTransparentArea"));
    expect(peer.requests.find((r) => r.cmd === "SetTransparentArea")?.params).toEqual({ areas: [{ x: 0, y: 0, width: 1920, height: 1080 }] });
    // Something that is not floating over the page changes nothing.
    document.body.append(laidOut("div", { left: 0, top: 0, width: 10, height: 10 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    dialog.remove();
    await vi.waitFor(() => expect(peer.commands()).toContain("RestoreTransparentArea"));
    expect(peer.commands().filter((c) => c === "SetTransparentArea")).toHaveLength(1);
  });
});
