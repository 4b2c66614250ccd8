import { buildCommand, parseMessage } from "@vms/plugin-protocol";
import { describe, expect, it, vi } from "vitest";
import { fakeEnv, fakeVideo } from "./fake-media.test-support";
import { createVideoClient, VideoCommandError } from "./video-client";
import { REFUSED_CODE, UNSUPPORTED_CODE, WebVideoRuntime } from "./web-runtime";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(maxSplit = 16) {
  const media = fakeEnv();
  const playing: boolean[] = [];
  const openStream = vi.fn((ref: { sn: string; chlIndex: number; stream: string }) => Promise.resolve(`ws://x/ws-live?ticket=${ref.sn}-${ref.chlIndex}-${ref.stream}`));
  const runtime = new WebVideoRuntime({ openStream, maxSplit, onPlaying: (p) => playing.push(p), env: media.env });
  const command = createVideoClient({ request: (xml) => runtime.handle(xml) });
  const videos = new Map<number, ReturnType<typeof fakeVideo>>();
  const attach = (winIndex: number) => {
    const video = fakeVideo();
    videos.set(winIndex, video);
    return runtime.attach(winIndex, { video, container: document.createElement("div") });
  };
  const win = (i: number) => runtime.getState().windows[i - 1]!;
  /** The relay answers window's socket and sends init + one frame. */
  const play = async (socketIndex = -1) => {
    await flush();
    const socket = media.sockets.at(socketIndex)!;
    socket.serverOpen();
    socket.serverText({ type: "mse", value: 'video/mp4; codecs="avc1.42C01E"' });
    media.sources.at(socketIndex)!.open();
    socket.serverBinary(50);
    socket.serverBinary(5);
    return socket;
  };
  return { runtime, command, media, attach, win, play, openStream, playing, videos };
}

describe("web runtime: @vms/plugin-protocol commands carried out in the page (spec §7 plugin commands)", () => {
  it("preview binds and plays a window with a fresh ticket; stop and unBindChannelWin end it", async () => {
    const t = setup();
    t.attach(1);
    await t.command("preview", { winIndex: 1, sn: "SN1", chlIndex: 2, channelName: "Gate", siteName: "HQ", streamMode: "main" });
    expect(t.win(1)).toMatchObject({ sn: "SN1", chlIndex: 2, channelName: "Gate", siteName: "HQ", streamMode: "main", playStatus: "connecting" });
    const socket = await t.play();
    expect(socket.url).toBe("ws://x/ws-live?ticket=SN1-2-main");
    expect(t.win(1).playStatus).toBe("playing");
    // Spec §4: playing live video suspends idle logout.
    expect(t.playing.at(-1)).toBe(true);
    await t.command("stop", { winIndex: 1 });
    expect(socket.closed).toBe(true);
    expect(t.win(1)).toMatchObject({ sn: "SN1", playStatus: "idle" });
    expect(t.playing.at(-1)).toBe(false);
    await t.command("unBindChannelWin", { winIndex: 1 });
    expect(t.win(1)).toMatchObject({ sn: null, chlIndex: null, channelName: "" });
  });

  it("bindChannelWin holds a channel without playing; a window plays only once its element is attached", async () => {
    const t = setup();
    await t.command("bindChannelWin", { winIndex: 2, sn: "SN2", chlIndex: 1 });
    expect(t.win(2)).toMatchObject({ sn: "SN2", playStatus: "idle" });
    await t.command("preview", { winIndex: 2, sn: "SN2", chlIndex: 1 });
    // Issue 31: the ticket is asked for at once, while the page draws the window …
    expect(t.openStream).toHaveBeenCalledWith({ sn: "SN2", chlIndex: 1, stream: "sub" });
    await flush();
    expect(t.media.sockets).toHaveLength(0);
    // … and the socket opens with it once the element is attached.
    t.attach(2);
    await flush();
    expect(t.openStream).toHaveBeenCalledTimes(1);
    expect(t.media.latest().url).toBe("ws://x/ws-live?ticket=SN2-1-sub");
  });

  it("switching a window to another stream reconnects it; 16 windows default to sub streams", async () => {
    const t = setup();
    t.attach(1);
    await t.command("preview", { winIndex: 1, sn: "SN1", chlIndex: 1, streamMode: "main" });
    const first = await t.play();
    await t.command("preview", { winIndex: 1, sn: "SN1", chlIndex: 1, streamMode: "sub" });
    expect(first.closed).toBe(true);
    await flush();
    expect(t.media.latest().url).toContain("SN1-1-sub");
    await t.command("splitCtrl", { splitNum: 16 });
    t.attach(16);
    await t.command("preview", { winIndex: 16, sn: "SN9", chlIndex: 1 });
    expect(t.win(16).streamMode).toBe("sub");
  });

  it("splitCtrl and switchSelectedWindow: Mac opens at most 4 windows (spec §5), windows beyond the split are cleared", async () => {
    const mac = setup(4);
    await expect(mac.command("splitCtrl", { splitNum: 9 })).rejects.toEqual(new VideoCommandError("splitCtrl", REFUSED_CODE));
    await mac.command("splitCtrl", { splitNum: 1 });
    expect(mac.runtime.getState().splitNum).toBe(1);
    await expect(mac.command("switchSelectedWindow", { winIndex: 3 })).rejects.toBeInstanceOf(VideoCommandError);
    const t = setup();
    await t.command("splitCtrl", { splitNum: 9 });
    await t.command("bindChannelWin", { winIndex: 7, sn: "SN7", chlIndex: 1 });
    await t.command("switchSelectedWindow", { winIndex: 7 });
    expect(t.runtime.getState().selected).toBe(7);
    await t.command("splitCtrl", { splitNum: 4 });
    expect(t.runtime.getState()).toMatchObject({ splitNum: 4, selected: 1 });
    expect(t.win(7).sn).toBeNull();
  });

  it("SetVolume, videoZoom (clamped 1..4) and aspectRatio change the window", async () => {
    const t = setup();
    await t.command("SetVolume", { winIndex: 3, volume: 40 });
    await t.command("videoZoom", { winIndex: 3, enable: true, level: 4 });
    await t.command("aspectRatio", { winIndex: 3, ratio: "stretch" });
    expect(t.win(3)).toMatchObject({ volume: 40, zoom: 4, aspectRatio: "stretch" });
    await t.command("videoZoom", { winIndex: 3, enable: false });
    expect(t.win(3).zoom).toBe(1);
  });

  it("snapshots: code 3 before a frame is shown; the newest 5 are kept and listed (RequestSnapRecord)", async () => {
    const t = setup();
    t.attach(1);
    await expect(t.command("SnapPicture", { winIndex: 1 })).rejects.toEqual(new VideoCommandError("SnapPicture", 3));
    await t.command("preview", { winIndex: 1, sn: "SN1", chlIndex: 1, channelName: "Gate" });
    await t.play();
    const video = t.videos.get(1)!;
    Object.defineProperty(video, "videoWidth", { value: 640 });
    Object.defineProperty(video, "videoHeight", { value: 360 });
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage: () => undefined } as never);
    vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback) {
      done(new Blob([`${this.width}x${this.height}`], { type: "image/png" }));
    });
    URL.createObjectURL = vi.fn(() => `blob:snap/${Math.random()}`);
    URL.revokeObjectURL = vi.fn();
    for (let i = 0; i < 6; i++) await t.command("SnapPicture", { winIndex: 1, fileName: `s${i}.png` });
    const { files } = await t.command("RequestSnapRecord", { type: "snap" });
    expect(files.map((f) => f.fileName)).toEqual(["s5.png", "s4.png", "s3.png", "s2.png", "s1.png"]);
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1);
    const snap = await t.command("snap", { winIndex: 1 });
    expect(atob(snap.imageData)).toBe("640x360");
  });

  it("local records: kept as MP4 files, newest first", async () => {
    const t = setup();
    t.attach(1);
    await t.command("preview", { winIndex: 1, sn: "SN1", chlIndex: 1, channelName: "Gate" });
    const socket = await t.play();
    URL.createObjectURL = vi.fn(() => "blob:rec/1");
    t.runtime.toggleRecord(1);
    expect(t.win(1).recording).toBe(true);
    socket.serverBinary(7);
    t.runtime.toggleRecord(1);
    const { files } = await t.command("RequestSnapRecord", { type: "record" });
    expect(files).toEqual([expect.objectContaining({ filePath: "blob:rec/1", fileName: expect.stringMatching(/^Gate_\d{14}\.mp4$/) })]);
  });

  it("hidden windows release their stream and resume with a fresh ticket; reset forgets everything", async () => {
    const t = setup();
    t.attach(1);
    await t.command("preview", { winIndex: 1, sn: "SN1", chlIndex: 1 });
    const socket = await t.play();
    t.runtime.setVisible(1, false);
    expect(socket.closed).toBe(true);
    expect(t.win(1).playStatus).toBe("suspended");
    t.runtime.setVisible(1, true);
    await flush();
    expect(t.openStream).toHaveBeenCalledTimes(2);
    t.runtime.reset();
    expect(t.win(1).sn).toBeNull();
  });

  it("answers unsupported commands with a plugin error code, and rejects malformed XML", async () => {
    const t = setup();
    const answer = parseMessage(await t.runtime.handle(buildCommand("ptz", { winIndex: 1, actionCmd: "UP" }, 9)));
    expect(answer).toMatchObject({ kind: "response", cmd: "ptz", seq: 9, ok: false, code: UNSUPPORTED_CODE });
    await expect(t.runtime.handle("<nope")).rejects.toThrow();
  });
});
