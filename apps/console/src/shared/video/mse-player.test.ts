import { describe, expect, it } from "vitest";
import { catchUp, codecOffer, trimRange } from "./catch-up";
import { fakeEnv, fakeVideo } from "./fake-media.test-support";
import { MAX_RECONNECTS, MsePlayer, RECONNECT_MS, STALL_MS, type PlayerState } from "./mse-player";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(open: () => Promise<string> = () => Promise.resolve("ws://relay/ws-live?ticket=t")) {
  const media = fakeEnv();
  const video = fakeVideo();
  const states: PlayerState[] = [];
  const player = new MsePlayer({ video, open, onState: (s) => states.push(s), env: media.env });
  player.start();
  await flush();
  return { ...media, video, states, player, statuses: () => states.map((s) => s.status) };
}

/** Handshake up to an open SourceBuffer. */
async function handshake(t: Awaited<ReturnType<typeof setup>>) {
  const socket = t.latest();
  socket.serverOpen();
  socket.serverText({ type: "mse", value: 'video/mp4; codecs="avc1.42C01E"' });
  t.sources.at(-1)!.open();
  return { socket, buffer: t.sources.at(-1)!.buffers[0]! };
}

describe("MSE player (design/video-path.md: go2rtc handshake, catch-up, stalls)", () => {
  it("offers the codecs the browser supports, opens the announced type and appends init then fragments in order", async () => {
    const t = await setup();
    const { socket, buffer } = await handshake(t);
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: "mse", value: "avc1.42C01E,avc1.640029" });
    expect(socket.binaryType).toBe("arraybuffer");
    expect(buffer.mime).toBe('video/mp4; codecs="avc1.42C01E"');
    expect(buffer.mode).toBe("segments");
    expect(t.statuses()).toEqual(["connecting"]);
    socket.serverBinary(100); // init segment
    socket.serverBinary(10);
    socket.serverBinary(11);
    // One append at a time: the queue waits for updateend.
    expect(buffer.appended.map((b) => b.byteLength)).toEqual([100]);
    buffer.finish();
    buffer.finish();
    expect(buffer.appended.map((b) => b.byteLength)).toEqual([100, 10, 11]);
    expect(t.statuses()).toEqual(["connecting", "playing"]);
  });

  it("an error frame fails the window with its catalogue code and closes the socket", async () => {
    const t = await setup();
    const { socket } = await handshake(t);
    socket.serverText({ type: "error", value: "The device is offline.", code: 7062 });
    expect(t.player.current).toEqual({ status: "failed", code: 7062 });
    expect(socket.closed).toBe(true);
  });

  it("a refused ticket fails with the call's code; start() retries with a fresh one", async () => {
    let calls = 0;
    const t = await setup(() => (++calls === 1 ? Promise.reject({ code: 33001 }) : Promise.resolve("ws://relay/ws-live?ticket=2")));
    expect(t.player.current).toEqual({ status: "failed", code: 33001 });
    t.player.start();
    await flush();
    expect(t.latest().url).toBe("ws://relay/ws-live?ticket=2");
    expect(calls).toBe(2);
  });

  it("no media for a while: stalled, then reconnects with a fresh ticket, and gives up after the limit", async () => {
    let calls = 0;
    const t = await setup(() => Promise.resolve(`ws://relay/ws-live?ticket=${++calls}`));
    const { socket, buffer } = await handshake(t);
    socket.serverBinary();
    socket.serverBinary();
    buffer.finish();
    expect(t.player.current.status).toBe("playing");
    t.advance(STALL_MS);
    expect(t.player.current.status).toBe("stalled");
    t.advance(RECONNECT_MS - STALL_MS);
    await flush();
    expect(socket.closed).toBe(true);
    expect(t.player.current.status).toBe("connecting");
    for (let i = 1; i < MAX_RECONNECTS; i++) {
      t.advance(RECONNECT_MS);
      await flush();
    }
    expect(calls).toBe(1 + MAX_RECONNECTS);
    t.advance(RECONNECT_MS);
    expect(t.player.current).toEqual({ status: "failed", code: 12345 });
  });

  it("an unexpected close reconnects; suspend and stop close without reconnecting", async () => {
    const t = await setup();
    const { socket } = await handshake(t);
    socket.serverClose();
    await flush();
    expect(t.sockets).toHaveLength(2);
    t.player.suspend();
    expect(t.player.current.status).toBe("suspended");
    expect(t.latest().closed).toBe(true);
    t.latest().serverClose();
    await flush();
    expect(t.sockets).toHaveLength(2);
    t.player.start();
    await flush();
    expect(t.sockets).toHaveLength(3);
    t.player.stop();
    expect(t.player.current.status).toBe("idle");
  });

  it("catches up with live: faster when a little behind, a jump to the edge when far behind", async () => {
    const t = await setup();
    const { socket, buffer } = await handshake(t);
    socket.serverBinary();
    socket.serverBinary();
    t.video.setBuffer(0, 2);
    t.video.currentTime = 0.5;
    buffer.finish();
    expect(t.video.playbackRate).toBeGreaterThan(1);
    t.video.setBuffer(0, 9);
    socket.serverBinary();
    buffer.finish();
    expect(t.video.currentTime).toBeCloseTo(8.85);
    expect(t.video.playbackRate).toBe(1);
  });

  it("records from the first keyframe into an init + fragments MP4 blob", async () => {
    const t = await setup();
    const { socket } = await handshake(t);
    socket.serverBinary(100);
    t.player.startRecording();
    socket.serverBinary(10);
    socket.serverBinary(20);
    const blob = t.player.stopRecording();
    expect(blob?.type).toBe("video/mp4");
    expect(blob?.size).toBe(130);
    expect(t.player.stopRecording()).toBeNull();
  });
});

describe("catch-up rules", () => {
  it("keeps normal speed near the edge, trims only what lies well behind", () => {
    expect(catchUp(10, 10.2, 1)).toEqual({ seekTo: null, playbackRate: 1 });
    expect(catchUp(10, 11, 1).playbackRate).toBeGreaterThan(1);
    expect(catchUp(10, 10.1, 1.2)).toEqual({ seekTo: null, playbackRate: 1 });
    expect(trimRange(0, 5)).toBeNull();
    expect(trimRange(0, 20)).toEqual([0, 15]);
    expect(codecOffer(() => false)).toBe("");
  });
});
