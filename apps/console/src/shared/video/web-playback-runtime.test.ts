import { buildCommand, parseMessage } from "@vms/plugin-protocol";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeEnv, fakeVideo, type FakeSocket } from "./fake-media.test-support";
import type { PlaybackTarget } from "./playback-player";
import { REFUSED_CODE, UNSUPPORTED_CODE } from "./runtime-command";
import { VideoCommandError } from "./video-client";
import { createPlaybackRuntime } from "./web-playback-runtime";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Local wall time of 2026-11-24 (the protocol's times carry no zone: the browser's is meant). */
const at = (h: number, m = 0, s = 0) => new Date(2026, 10, 24, h, m, s).getTime();
const DAY = { startTime: "2026-11-24 00:00:00", endTime: "2026-11-25 00:00:00" };
const sentOf = (socket: FakeSocket) => socket.sent.map((text) => JSON.parse(text) as Record<string, unknown>);

let dispose: (() => void) | null = null;
afterEach(() => dispose?.());

function setup() {
  const media = fakeEnv();
  const open = vi.fn((t: PlaybackTarget) => Promise.resolve(`ws://x/ws-playback?ticket=${t.source}-${t.sn}-${t.chlIndex}`));
  const { runtime, command } = createPlaybackRuntime({ open, env: media.env });
  dispose = () => runtime.reset();
  const videos = new Map<number, ReturnType<typeof fakeVideo>>();
  const attach = (winIndex: number) => {
    const video = fakeVideo();
    videos.set(winIndex, video);
    return runtime.attach(winIndex, video);
  };
  const win = (i: number) => runtime.getState().windows[i - 1]!;
  /** The relay answers the newest socket: codec, where the seek landed (a key frame at `wallMs`), one fragment. */
  const serve = async (wallMs: number) => {
    await flush();
    const socket = media.latest();
    socket.serverOpen();
    socket.serverText({ type: "mse", value: 'video/mp4; codecs="avc1.42C01E"' });
    const source = media.sources.at(-1)!;
    source.open();
    source.buffers[0]!.setBuffered(0, 10);
    socket.serverText({ type: "seeked", wallMs, mediaTime: 0 });
    socket.serverBinary(50);
    return socket;
  };
  return { runtime, command, media, open, attach, win, serve, videos };
}

describe("web playback runtime: spec §7 playback commands carried out in the page", () => {
  it("§7 playback plays a device recording from playTime; PlayBackStatus answers playStatus and playTime", async () => {
    const t = setup();
    t.attach(1);
    await t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 2, ...DAY, playTime: "2026-11-24 09:30:00" });
    expect(t.open).toHaveBeenCalledWith({ sn: "SN1", chlIndex: 2, startTime: at(0) / 1000, endTime: at(24) / 1000, source: "local" });
    expect(t.win(1)).toMatchObject({ status: "connecting", target: { sn: "SN1", source: "local" } });
    // The key frame before 09:30:00 is 600 ms earlier: the picture still starts at 09:30:00 exactly.
    const socket = await t.serve(at(9, 30) - 600);
    // The request offers what MediaSource takes (this browser: no AAC), so the server leaves the sound out (issue 31).
    expect(sentOf(socket)[0]).toMatchObject({ type: "mse", value: "avc1.42C01E,avc1.640029", position: at(9, 30), speed: 1 });
    expect(t.win(1).status).toBe("playing");
    expect(t.runtime.wallTime(1)).toBe(at(9, 30));
    expect(await t.command("PlayBackStatus", { winIndex: 1 })).toEqual({ playStatus: "playing", playTime: "2026-11-24 09:30:00" });
  });

  it("issue 31: a seek lands on the requested wall time even when the frames since its key frame ran late (seen 150 ms off in CI)", async () => {
    const t = setup();
    t.attach(1);
    await t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 2, ...DAY, playTime: "2026-11-24 09:30:00" });
    await flush();
    const socket = t.media.latest();
    socket.serverOpen();
    socket.serverText({ type: "mse", value: 'video/mp4; codecs="avc1.42C01E"' });
    t.media.sources.at(-1)!.open();
    t.media.sources.at(-1)!.buffers[0]!.setBuffered(0, 10);
    // The key frame is 600 ms before; the fragment after it (media 0.4 s) was recorded 150 ms late.
    socket.serverText({ type: "seeked", wallMs: at(9, 30) - 600, mediaTime: 0 });
    socket.serverText({ type: "clock", wallMs: at(9, 30) - 50, mediaTime: 0.4 });
    socket.serverBinary(50);
    expect(t.win(1).status).toBe("playing");
    expect(t.runtime.wallTime(1)).toBe(at(9, 30));
  });

  it("§7 a playback of the same recording with another playTime seeks the running stream; another source restarts it", async () => {
    const t = setup();
    t.attach(1);
    await t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY });
    const socket = await t.serve(at(0));
    await t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY, playTime: "2026-11-24 14:05:09" });
    expect(socket.closed).toBe(false);
    expect(sentOf(socket).at(-1)).toEqual({ type: "seek", position: at(14, 5, 9) });
    expect(t.open).toHaveBeenCalledTimes(1);
    await t.command("cloudPlayback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY });
    expect(socket.closed).toBe(true);
    expect(t.open).toHaveBeenLastCalledWith(expect.objectContaining({ source: "cloud" }));
    expect(t.runtime.getState().mode).toBe("cloud");
  });

  it("§7 SetPlaybackSpeed, pauseAllWin / resumeAllWin, then stop ends the window", async () => {
    const t = setup();
    t.attach(1);
    await t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY });
    const socket = await t.serve(at(0));
    await t.command("SetPlaybackSpeed", { winIndex: 1, speed: 8 });
    expect(t.win(1).speed).toBe(8);
    expect(t.videos.get(1)!.playbackRate).toBe(8);
    expect(sentOf(socket).at(-1)).toEqual({ type: "speed", value: 8 });
    await t.command("pauseAllWin", {});
    expect(t.win(1).status).toBe("paused");
    expect(sentOf(socket).at(-1)).toEqual({ type: "pause" });
    expect((await t.command("PlayBackStatus", { winIndex: 1 })).playStatus).toBe("paused");
    await t.command("resumeAllWin", {});
    expect(t.win(1).status).toBe("playing");
    await t.command("stop", { winIndex: 1 });
    expect(socket.closed).toBe(true);
    expect(t.win(1)).toMatchObject({ status: "idle", target: null, speed: 1 });
    expect(await t.command("PlayBackStatus", { winIndex: 1 })).toEqual({ playStatus: "idle" });
  });

  it("§7 syncAllWin: every window goes to window 1's moment and speed, a seek moves all; asynAllWin lets them go", async () => {
    const t = setup();
    t.attach(1);
    t.attach(2);
    await t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY, playTime: "2026-11-24 09:00:00" });
    const one = await t.serve(at(9));
    await t.command("playback", { winIndex: 2, sn: "SN2", chlIndex: 1, ...DAY, playTime: "2026-11-24 10:00:00" });
    const two = await t.serve(at(10));
    await t.command("SetPlaybackSpeed", { winIndex: 1, speed: 2 });
    await t.command("syncAllWin", {});
    expect(t.runtime.getState().synced).toBe(true);
    expect(sentOf(two)).toContainEqual({ type: "seek", position: at(9) });
    expect(t.win(2).speed).toBe(2);
    await t.command("playback", { winIndex: 2, sn: "SN2", chlIndex: 1, ...DAY, playTime: "2026-11-24 11:00:00" });
    expect(sentOf(one).at(-1)).toEqual({ type: "seek", position: at(11) });
    expect(sentOf(two).at(-1)).toEqual({ type: "seek", position: at(11) });
    await t.command("asynAllWin", {});
    expect(t.runtime.getState().synced).toBe(false);
    await t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY, playTime: "2026-11-24 12:00:00" });
    expect(sentOf(one).at(-1)).toEqual({ type: "seek", position: at(12) });
    expect(sentOf(two).at(-1)).toEqual({ type: "seek", position: at(11) });
  });

  it("issue 31: synchronised, pauseAllWin shows every window at one moment and a frame step moves all by one frame", async () => {
    const t = setup();
    const sockets: FakeSocket[] = [];
    for (const w of [1, 2, 16]) {
      t.attach(w);
      await t.command("playback", { winIndex: w, sn: `SN${w}`, chlIndex: 1, ...DAY, playTime: "2026-11-24 09:00:00" });
      sockets.push(await t.serve(at(9)));
    }
    await t.command("syncAllWin", {});
    // Each relay answers syncAllWin's seek to window 1's moment.
    for (const socket of sockets) {
      socket.serverText({ type: "seeked", wallMs: at(9), mediaTime: 0 });
      socket.serverBinary(50);
    }
    for (const source of t.media.sources) source.buffers[0]!.finish();
    await flush();
    // Playing, the windows drift apart by a few hundred ms before the rate nudges bring them together.
    t.videos.get(1)!.currentTime = 0.1;
    t.videos.get(2)!.currentTime = 0.3;
    t.videos.get(16)!.currentTime = 0.05;
    await t.command("pauseAllWin", {});
    expect([1, 2, 16].map((w) => t.win(w).status)).toEqual(["paused", "paused", "paused"]);
    // The earliest picture: the others have played past it and hold it.
    expect([1, 2, 16].map((w) => t.runtime.wallTime(w))).toEqual([at(9) + 50, at(9) + 50, at(9) + 50]);
    t.runtime.step(2, 1);
    expect([1, 2, 16].map((w) => t.runtime.wallTime(w))).toEqual([at(9) + 90, at(9) + 90, at(9) + 90]);
    t.runtime.step(16, -1);
    expect([1, 2, 16].map((w) => t.runtime.wallTime(w))).toEqual([at(9) + 50, at(9) + 50, at(9) + 50]);
    // A window that leaves the moment while paused (a late landing) is put back on the leader's.
    t.videos.get(16)!.currentTime = 0.128;
    await vi.waitFor(() => expect(t.runtime.wallTime(16)).toBe(at(9) + 50), { timeout: 2_000 });
    expect(t.win(16).status).toBe("paused");
  });

  it("issue 31: synchronised, a window far off the leader is sent to its moment alone (a gap in one channel does not restart the wall)", async () => {
    const t = setup();
    const sockets: FakeSocket[] = [];
    for (const w of [1, 2, 3]) {
      t.attach(w);
      await t.command("playback", { winIndex: w, sn: `SN${w}`, chlIndex: 1, ...DAY, playTime: "2026-11-24 09:00:00" });
      sockets.push(await t.serve(at(9)));
    }
    await t.command("syncAllWin", {});
    // Every window's seek to the leader's moment lands.
    for (const socket of sockets) {
      socket.serverText({ type: "seeked", wallMs: at(9), mediaTime: 0 });
      socket.serverBinary(50);
    }
    for (const source of t.media.sources) source.buffers[0]!.finish();
    await flush();
    const sent = sockets.map((s) => s.sent.length);
    t.videos.get(3)!.currentTime = 5;
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Sent where the leader will be once it lands: its last seek's delay (a few ms here) on.
    const resent = sentOf(sockets[2]!).slice(sent[2]);
    expect(resent).toHaveLength(1);
    expect(resent[0]).toMatchObject({ type: "seek" });
    expect(Number(resent[0]!.position) - at(9)).toBeGreaterThanOrEqual(0);
    expect(Number(resent[0]!.position) - at(9)).toBeLessThan(500);
    expect(sockets[0]!.sent.length).toBe(sent[0]);
    expect(sockets[1]!.sent.length).toBe(sent[1]);
  });

  it("§7 SetPlayMode cloud takes device recordings off screen; a window attached late starts then, and detaching stops it", async () => {
    const t = setup();
    await t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY, playTime: "2026-11-24 08:00:00" });
    expect(t.open).not.toHaveBeenCalled();
    const detach = t.attach(1);
    const socket = await t.serve(at(8));
    expect(sentOf(socket)[0]).toMatchObject({ position: at(8) });
    await t.command("SetPlayMode", { mode: "cloud" });
    expect(socket.closed).toBe(true);
    expect(t.win(1)).toMatchObject({ status: "idle", target: null });
    await t.command("cloudPlayback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY });
    const cloud = await t.serve(at(0));
    detach();
    expect(cloud.closed).toBe(true);
    expect(t.win(1).target).toBeNull();
  });

  it("§8 a refused ticket fails the window with its code; playing it again restarts rather than seeks", async () => {
    const t = setup();
    t.open.mockRejectedValueOnce({ code: 7067 });
    t.attach(1);
    await t.command("cloudPlayback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY });
    await flush();
    expect(t.win(1)).toMatchObject({ status: "failed", code: 7067 });
    await t.command("cloudPlayback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY });
    expect(t.open).toHaveBeenCalledTimes(2);
  });

  it("refuses a window beyond the 4 playback windows, a bad range or playTime, speed on an idle window; a speed off the list never reaches it", async () => {
    const t = setup();
    const refused = (cmd: string) => new VideoCommandError(cmd, REFUSED_CODE);
    // Issue 31: 16 playback windows; the client builds no 17th.
    expect(await t.command("PlayBackStatus", { winIndex: 16 })).toEqual({ playStatus: "idle" });
    await expect(t.command("playback", { winIndex: 17, sn: "SN1", chlIndex: 1, ...DAY })).rejects.not.toBeInstanceOf(VideoCommandError);
    await expect(t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, startTime: DAY.endTime, endTime: DAY.startTime })).rejects.toEqual(refused("playback"));
    await expect(t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY, playTime: "2026-11-25 00:00:01" })).rejects.toEqual(refused("playback"));
    await expect(t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, startTime: "2026-02-30 00:00:00", endTime: DAY.endTime })).rejects.toEqual(refused("playback"));
    await expect(t.command("SetPlaybackSpeed", { winIndex: 2, speed: 2 })).rejects.toEqual(refused("SetPlaybackSpeed"));
    // 3× is not among 1/8×–16×: the client will not build it, and the runtime drops such XML.
    await expect(t.command("SetPlaybackSpeed", { winIndex: 1, speed: 3 })).rejects.not.toBeInstanceOf(VideoCommandError);
    const xml = buildCommand("SetPlaybackSpeed", { winIndex: 1, speed: 2 }, 4).replace("<speed>2</speed>", "<speed>3</speed>");
    await expect(t.runtime.handle(xml)).rejects.toThrow();
    const answer = parseMessage(await t.runtime.handle(buildCommand("preview", { winIndex: 1, sn: "SN1", chlIndex: 1 }, 9)));
    expect(answer).toMatchObject({ kind: "response", cmd: "preview", seq: 9, ok: false, code: UNSUPPORTED_CODE });
  });

  it("§7 SnapPicture: code 3 before a frame, then the frame as a PNG under the given name; snap answers base64 JPEG", async () => {
    const t = setup();
    t.attach(1);
    await expect(t.command("SnapPicture", { winIndex: 1 })).rejects.toEqual(new VideoCommandError("SnapPicture", 3));
    await t.command("playback", { winIndex: 1, sn: "SN1", chlIndex: 1, ...DAY });
    await t.serve(at(0));
    const video = t.videos.get(1)!;
    Object.defineProperty(video, "videoWidth", { value: 640 });
    Object.defineProperty(video, "videoHeight", { value: 360 });
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({ drawImage: () => undefined } as never);
    const types: string[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
      types.push(type ?? "");
      done(new Blob([`${this.width}x${this.height}`], { type }));
    });
    URL.createObjectURL = vi.fn(() => "blob:snap/1");
    URL.revokeObjectURL = vi.fn();
    const file = await t.command("SnapPicture", { winIndex: 1, fileName: "playback-window1-1.png" });
    expect(file).toMatchObject({ fileName: "playback-window1-1.png", filePath: "blob:snap/1" });
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const snap = await t.command("snap", { winIndex: 1 });
    expect(atob(snap.imageData)).toBe("640x360");
    expect(types).toEqual(["image/png", "image/jpeg"]);
  });
});
