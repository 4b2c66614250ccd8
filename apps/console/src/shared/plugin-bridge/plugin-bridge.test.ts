import { buildCommand, parseMessage } from "@vms/plugin-protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetPluginState } from "@/shared/plugin";
import { act, renderHook } from "@testing-library/react";
import { createPluginBridge, PluginUnavailableError, usePluginStatus, type PluginBridge, type PluginBridgeOptions, type PluginRect, type PluginStatus, type SocketFactory } from "./index";
import { nodeSocket, startPluginPeer, unusedPort } from "./test-plugin-peer.test-support";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function peerAndBridge(version: string | null = "1.0.0.1914", options: PluginBridgeOptions = {}) {
  const peer = await startPluginPeer(version);
  const bridge = createPluginBridge({ port: peer.port, createSocket: nodeSocket, platform: "windows", ...options });
  cleanups.push(() => peer.close(), () => bridge.close());
  return { peer, bridge };
}

const statesOf = (bridge: PluginBridge) => {
  const seen: PluginStatus[] = [];
  bridge.subscribe((s) => seen.push(s));
  return seen;
};

describe("native plugin bridge against a real XML peer (spec §4 Plugin, §7 Plugin connection, §9)", { timeout: 10_000 }, () => {
  it("§4: connects, reads the installed version and is loaded; heartbeats follow at the interval", async () => {
    const { peer, bridge } = await peerAndBridge("1.0.0.1914", { heartbeatMs: 40 });
    const seen = statesOf(bridge);
    expect(await bridge.connect()).toEqual({ state: "loaded", notResponding: false, needUpdate: false, version: "1.0.0.1914" });
    expect(seen.map((s) => s.state)).toEqual(["connecting", "loaded"]);
    expect(peer.commands()[0]).toBe("getOCXVersion");
    await vi.waitFor(() => expect(peer.commands().filter((c) => c === "heartbeat").length).toBeGreaterThanOrEqual(2));
  });

  it("§4: components follow the bridge's status", async () => {
    const { bridge } = await peerAndBridge();
    const { result } = renderHook(() => usePluginStatus(bridge));
    expect(result.current.state).toBe("idle");
    await act(() => bridge.connect());
    expect(result.current).toMatchObject({ state: "loaded", version: "1.0.0.1914" });
  });

  it("§4/§5: need-update when the bundled version is newer, part by part", async () => {
    const older = await peerAndBridge("1.0.0.999");
    expect((await older.bridge.connect()).needUpdate).toBe(true);
    const newer = await peerAndBridge("1.0.0.2000");
    expect((await newer.bridge.connect()).needUpdate).toBe(false);
    const mac = await peerAndBridge("1.0.0.1899", { platform: "mac" });
    expect((await mac.bridge.connect()).needUpdate).toBe(false);
    const unknown = await peerAndBridge(null);
    unknown.peer.answer("getOCXVersion", () => ({ code: 1 }));
    expect(await unknown.bridge.connect()).toMatchObject({ state: "loaded", needUpdate: true, version: null });
  });

  it("§7: without a plugin it tries twice (retry max 1) and ends unloaded, silently", async () => {
    const port = await unusedPort();
    const attempts: string[] = [];
    const counting: SocketFactory = (url) => (attempts.push(url), nodeSocket(url));
    const bridge = createPluginBridge({ port, createSocket: counting });
    cleanups.push(() => bridge.close());
    expect(await bridge.connect()).toEqual({ state: "unloaded", notResponding: false, needUpdate: false, version: null });
    expect(attempts).toEqual([`ws://127.0.0.1:${port}`, `ws://127.0.0.1:${port}`]);
    await expect(bridge.send(buildCommand("stop", {}, 1))).rejects.toBeInstanceOf(PluginUnavailableError);
  });

  it("§4: an unanswered heartbeat shows not-responding; an answered one clears it; a dropped socket unloads", async () => {
    const { peer, bridge } = await peerAndBridge("1.0.0.1914", { heartbeatMs: 60, requestTimeoutMs: 40 });
    await bridge.connect();
    peer.answer("heartbeat", () => "silent");
    await vi.waitFor(() => expect(bridge.status.notResponding).toBe(true));
    peer.answer("heartbeat", () => ({ data: {} }));
    await vi.waitFor(() => expect(bridge.status.notResponding).toBe(false));
    peer.dropClients();
    await vi.waitFor(() => expect(bridge.status).toMatchObject({ state: "unloaded", notResponding: true }));
  });

  it("§7: XML commands round-trip through the transport; plugin codes and events come back", async () => {
    const { peer, bridge } = await peerAndBridge();
    await bridge.connect();
    const xml = buildCommand("ptz", { winIndex: 2, actionCmd: "LEFT_UP" }, 77);
    const answer = parseMessage(await bridge.send(xml));
    expect(answer).toMatchObject({ kind: "response", cmd: "ptz", seq: 77, ok: true, code: 0 });
    expect(peer.requests.at(-1)).toMatchObject({ cmd: "ptz", seq: 77, params: { winIndex: 2, speed: 4 } });
    peer.answer("SnapPicture", () => ({ code: 301 }));
    expect(await bridge.command("SnapPicture", { winIndex: 1 })).toMatchObject({ ok: false, code: 301 });
    peer.answer("getOCXVersion", () => ({ data: { version: "1.0.0.1914" } }));
    expect(await bridge.command("getOCXVersion", {})).toMatchObject({ ok: true, data: { version: "1.0.0.1914" } });
    const events: unknown[] = [];
    bridge.onEvent((e) => events.push(e));
    peer.emit("windowSelected", { winIndex: 3 });
    await vi.waitFor(() => expect(events).toEqual([{ kind: "event", type: "windowSelected", data: { winIndex: 3 } }]));
    await expect(bridge.send("<response/>")).rejects.toThrow();
  });

  it("§4/§9: the window size is retried every 300 ms until it is set, then the window is shown", async () => {
    const { peer, bridge } = await peerAndBridge();
    await bridge.connect();
    let measures = 0;
    let refusals = 1;
    peer.answer("SetPluginSize", () => (refusals-- > 0 ? { code: 1 } : { data: {} }));
    const started = Date.now();
    const rect: PluginRect = { x: 10.4, y: 20, width: 640, height: 360 };
    const shown = await bridge.showWindow(() => (++measures < 3 ? null : rect));
    expect(shown).toBe(true);
    // Two unmeasurable layouts and one refusal: three waits of 300 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 300 - 20);
    const sizes = peer.requests.filter((r) => r.cmd === "SetPluginSize");
    expect(sizes.map((r) => r.params)).toEqual([{ x: 10, y: 20, width: 640, height: 360 }, { x: 10, y: 20, width: 640, height: 360 }]);
    expect(peer.commands().at(-1)).toBe("DisplayPlugin");
    expect(peer.requests.at(-1)?.params).toEqual({ visible: true });
  });

  it("§4/§9: dialogs cut transparent areas; closing restores them after 100 ms unless another opens", async () => {
    const { peer, bridge } = await peerAndBridge();
    await bridge.connect();
    await bridge.openOverlay([{ x: 0, y: 0, width: 300, height: 200 }]);
    expect(peer.requests.at(-1)).toMatchObject({ cmd: "SetTransparentArea", params: { areas: [{ x: 0, y: 0, width: 300, height: 200 }] } });
    bridge.closeOverlay();
    await bridge.openOverlay([{ x: 5, y: 5, width: 10, height: 10 }]);
    await new Promise((r) => setTimeout(r, 150));
    expect(peer.commands()).not.toContain("RestoreTransparentArea");
    const closed = Date.now();
    bridge.closeOverlay();
    await vi.waitFor(() => expect(peer.commands()).toContain("RestoreTransparentArea"));
    expect(Date.now() - closed).toBeGreaterThanOrEqual(95);
  });

  it("§4 Session: logout resets the plugin: windows stop, the socket closes, the state is forgotten", async () => {
    const { peer, bridge } = await peerAndBridge("1.0.0.999");
    await bridge.connect();
    expect(bridge.status.needUpdate).toBe(true);
    resetPluginState();
    expect(bridge.status).toEqual({ state: "idle", notResponding: false, needUpdate: false, version: null });
    await vi.waitFor(() => expect(peer.commands()).toContain("stop"));
    await expect(bridge.command("stop", {})).rejects.toThrow(/not connected/);
    // It can look again afterwards.
    expect((await bridge.connect()).state).toBe("loaded");
    expect(peer.connections).toBe(2);
  });
});
