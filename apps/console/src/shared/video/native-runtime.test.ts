import { buildCommand, parseMessage } from "@vms/plugin-protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flush, GATE, runCleanups, setup } from "./native-runtime.test-support";
import { VideoCommandError } from "./video-client";

afterEach(runCleanups);

describe("live windows through the native plugin (spec §4 Plugin, §7 plugin connection, issue 11)", { timeout: 10_000 }, () => {
  it("§7: with the plugin chosen and loaded, a channel put in a window goes to the plugin as preview, after its device token; no web stream opens", async () => {
    const t = await setup();
    await t.choosePlugin();
    expect(t.runtime.playsNative).toBe(true);
    await t.command("preview", GATE);
    expect(t.deviceToken).toHaveBeenCalledWith({ sn: "SN1", chlIndex: 2, stream: "main" });
    const [token] = t.received("updateDatoken");
    const [preview] = t.received("preview");
    expect(token?.params).toEqual({ sn: "SN1", token: "token-SN1-1" });
    expect(preview?.params).toEqual(GATE);
    expect(t.peer.requests.indexOf(token!)).toBeLessThan(t.peer.requests.indexOf(preview!));
    expect(t.win(1)).toMatchObject({ sn: "SN1", chlIndex: 2, channelName: "Gate", streamMode: "main", playStatus: "connecting" });
    await flush();
    expect(t.openStream).not.toHaveBeenCalled();
    expect(t.media.sockets).toHaveLength(0);
  });

  it("§3/§7: the plugin's events drive the window state the page shows: play status, selection, full screen", async () => {
    const t = await setup();
    await t.choosePlugin();
    await t.command("preview", GATE);
    t.peer.emit("playStatus", { winIndex: 1, playStatus: "playing" });
    await vi.waitFor(() => expect(t.win(1).playStatus).toBe("playing"));
    // Spec §4: playing live video suspends idle logout, whoever plays it.
    expect(t.playing.at(-1)).toBe(true);
    t.peer.emit("windowSelected", { winIndex: 3 });
    t.peer.emit("fullScreenChanged", { fullScreen: true });
    await vi.waitFor(() => expect(t.runtime.getState()).toMatchObject({ selected: 3, fullScreen: true }));
    t.peer.emit("playStatus", { winIndex: 1, playStatus: "failed" });
    await vi.waitFor(() => expect(t.win(1).playStatus).toBe("reconnecting"));
    // A late status of an empty window does not make it look bound.
    t.peer.emit("playStatus", { winIndex: 2, playStatus: "playing" });
    t.peer.emit("windowSelected", { winIndex: 2 });
    await vi.waitFor(() => expect(t.runtime.getState().selected).toBe(2));
    expect(t.win(2)).toMatchObject({ sn: null, playStatus: "idle" });
  });

  it("§8 plugin code 5: deviceTokenExpired gets a fresh token for that device's channel and gives it with updateDatoken", async () => {
    const t = await setup();
    await t.choosePlugin();
    await t.command("preview", GATE);
    t.peer.emit("deviceTokenExpired", { sn: "SN1", code: 5 });
    await vi.waitFor(() => expect(t.received("updateDatoken")).toHaveLength(2));
    expect(t.deviceToken).toHaveBeenLastCalledWith({ sn: "SN1", chlIndex: 2, stream: "main" });
    expect(t.received("updateDatoken")[1]?.params).toEqual({ sn: "SN1", token: "token-SN1-2" });
  });

  it("issue 28: a window the plugin reports failed says reconnecting and is previewed again with a fresh token until it plays; a Retry-less wall comes back", async () => {
    const t = await setup();
    await t.choosePlugin();
    await t.command("preview", GATE);
    t.peer.emit("playStatus", { winIndex: 1, playStatus: "playing" });
    await vi.waitFor(() => expect(t.win(1).playStatus).toBe("playing"));
    // The camera reboots: the plugin's stream fails; the device is offline for the first attempt.
    t.deviceToken.mockRejectedValueOnce(Object.assign(new Error("offline"), { code: 7062 }));
    t.peer.emit("playStatus", { winIndex: 1, playStatus: "failed" });
    await vi.waitFor(() => expect(t.win(1)).toMatchObject({ playStatus: "reconnecting", code: 7062 }));
    // The device is back: a fresh token, the preview again, and the window plays without a click.
    await vi.waitFor(() => expect(t.received("preview")).toHaveLength(2));
    expect(t.received("updateDatoken")).toHaveLength(2);
    expect(t.win(1)).toMatchObject({ playStatus: "reconnecting", code: 7062 });
    t.peer.emit("playStatus", { winIndex: 1, playStatus: "playing" });
    await vi.waitFor(() => expect(t.win(1)).toMatchObject({ playStatus: "playing", code: null }));
    // Closing a reconnecting window ends its reconnects.
    t.peer.emit("playStatus", { winIndex: 1, playStatus: "failed" });
    await vi.waitFor(() => expect(t.win(1).playStatus).toBe("reconnecting"));
    await t.command("unBindChannelWin", { winIndex: 1 });
    const previews = t.received("preview").length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.received("preview")).toHaveLength(previews);
    expect(t.win(1)).toMatchObject({ sn: null, playStatus: "idle" });
  });

  it("§7: a refused token fails the window with the server's code, and the plugin gets no preview", async () => {
    const t = await setup();
    await t.choosePlugin();
    t.deviceToken.mockRejectedValueOnce(Object.assign(new Error("limit"), { code: 7070 }));
    await expect(t.command("preview", GATE)).rejects.toBeInstanceOf(VideoCommandError);
    expect(t.win(1)).toMatchObject({ sn: "SN1", playStatus: "failed", code: 7070 });
    expect(t.received("preview")).toHaveLength(0);
  });

  it("§4: without a plugin (or with the choice off) the web runtime plays, silently", async () => {
    const t = await setup(null);
    await t.choosePlugin();
    expect(t.bridge.status.state).toBe("unloaded");
    expect(t.runtime.playsNative).toBe(false);
    await t.command("preview", GATE);
    await flush();
    expect(t.openStream).toHaveBeenCalledWith({ sn: "SN1", chlIndex: 2, stream: "main" });
    expect(t.deviceToken).not.toHaveBeenCalled();
  });

  it("§4/§5: a plugin older than the bundled version does not play; the web runtime does", async () => {
    const t = await setup("1.0.0.999");
    await t.choosePlugin();
    expect(t.bridge.status.needUpdate).toBe(true);
    await t.command("preview", GATE);
    await flush();
    expect(t.openStream).toHaveBeenCalledTimes(1);
    expect(t.received("preview")).toHaveLength(0);
  });

  it("§4: switching transports stops the old one's windows and opens the same channels in the new one", async () => {
    const t = await setup();
    await t.command("splitCtrl", { splitNum: 9 });
    await t.command("preview", GATE);
    await t.command("bindChannelWin", { winIndex: 5, sn: "SN2", chlIndex: 1 });
    await flush();
    const webSocket = t.media.latest();
    const release = await t.choosePlugin();
    await vi.waitFor(() => expect(t.received("preview")).toHaveLength(1));
    expect(webSocket.closed).toBe(true);
    expect(t.received("splitCtrl")[0]?.params).toEqual({ splitNum: 9 });
    expect(t.received("preview")[0]?.params).toEqual(GATE);
    expect(t.received("bindChannelWin")[0]?.params).toMatchObject({ winIndex: 5, sn: "SN2", chlIndex: 1 });
    expect(t.received("updateDatoken")).toHaveLength(1);
    await vi.waitFor(() => expect(t.win(1)).toMatchObject({ sn: "SN1", playStatus: "connecting" }));
    // The plugin crashes: the web runtime plays the same windows again.
    t.peer.dropClients();
    await vi.waitFor(() => expect(t.runtime.playsNative).toBe(false));
    await vi.waitFor(() => expect(t.openStream).toHaveBeenCalledTimes(2));
    expect(t.runtime.getState().splitNum).toBe(9);
    expect(t.win(5)).toMatchObject({ sn: "SN2", playStatus: "idle" });
    // It comes back, and the user turns the choice off: the plugin stops, the page plays.
    await t.bridge.connect();
    await vi.waitFor(() => expect(t.runtime.playsNative).toBe(true));
    await vi.waitFor(() => expect(t.win(1)).toMatchObject({ sn: "SN1", playStatus: "connecting" }));
    expect(t.received("preview")).toHaveLength(2);
    const stops = t.received("stop").length;
    release();
    expect(t.runtime.playsNative).toBe(false);
    await vi.waitFor(() => expect(t.received("stop").length).toBe(stops + 1));
    await vi.waitFor(() => expect(t.openStream).toHaveBeenCalledTimes(3));
  });

  it("§4: leaving the live page hides the plugin's area and stops its streams; coming back plays the same windows again", async () => {
    const t = await setup();
    await t.choosePlugin();
    await t.command("preview", GATE);
    const surface = t.runtime.surface!;
    surface.hide();
    await vi.waitFor(() => expect(t.received("stop")).toHaveLength(1));
    expect(t.received("DisplayPlugin").at(-1)?.params).toEqual({ visible: false });
    expect(t.win(1)).toMatchObject({ sn: "SN1", wantsPlay: true, playStatus: "idle" });
    expect(await surface.place(() => ({ x: 0, y: 0, width: 640, height: 360 }))).toBe(true);
    await vi.waitFor(() => expect(t.received("preview")).toHaveLength(2));
    expect(t.received("preview")[1]?.params).toEqual(GATE);
    expect(t.received("updateDatoken")).toHaveLength(2);
  });

  it("§7: the same command XML round-trips through both transports, with the plugin's codes coming back", async () => {
    const t = await setup();
    const xml = buildCommand("SetVolume", { winIndex: 1, volume: 30 }, 41);
    const fromWeb = parseMessage(await t.runtime.handle(xml));
    expect(fromWeb).toMatchObject({ kind: "response", cmd: "SetVolume", seq: 41, ok: true, code: 0 });
    expect(t.win(1).volume).toBe(30);

    await t.choosePlugin();
    const fromPlugin = parseMessage(await t.runtime.handle(buildCommand("SetVolume", { winIndex: 2, volume: 70 }, 42)));
    expect(fromPlugin).toMatchObject({ kind: "response", cmd: "SetVolume", seq: 42, ok: true, code: 0 });
    expect(t.received("SetVolume").at(-1)).toMatchObject({ seq: 42, params: { winIndex: 2, volume: 70 } });
    expect(t.win(2).volume).toBe(70);

    t.peer.answer("splitCtrl", () => ({ code: 2 }));
    await expect(t.command("splitCtrl", { splitNum: 16 })).rejects.toMatchObject({ cmd: "splitCtrl", code: 2 });
    expect(t.runtime.getState().splitNum).not.toBe(16);
    await t.command("switchSelectedWindow", { winIndex: 4 });
    await t.command("fullScreen", {});
    expect(t.runtime.getState()).toMatchObject({ selected: 4, fullScreen: true });
    await t.command("ptz", { winIndex: 4, actionCmd: "LEFT_UP", speed: 4 });
    expect(t.received("ptz")[0]?.params).toMatchObject({ winIndex: 4, actionCmd: "LEFT_UP" });
  });
});
