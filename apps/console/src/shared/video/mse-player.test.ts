import { describe, expect, it } from "vitest";
import { catchUp, codecOffer, trimRange } from "./catch-up";
import { fakeEnv, fakeVideo, timedFragment } from "./fake-media.test-support";
import { decodeTimeOf } from "./fragment-info";
import { MsePlayer, RECONNECT_MS, STALL_MS, type PlayerState } from "./mse-player";
import { ReconnectBackoff } from "./reconnect-policy";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setup(open: () => Promise<string> = () => Promise.resolve("ws://relay/ws-live?ticket=t")) {
  const media = fakeEnv();
  const video = fakeVideo();
  const states: PlayerState[] = [];
  // No jitter: the waits are exactly 1 s, 2 s, 4 s …
  const player = new MsePlayer({ video, open, onState: (s) => states.push(s), env: media.env, backoff: new ReconnectBackoff(() => 0.5) });
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

  it("issue 28: the relay's 'device offline' frame makes the window reconnect by itself, waiting longer each time, and play again", async () => {
    let calls = 0;
    const t = await setup(() => Promise.resolve(`ws://relay/ws-live?ticket=${++calls}`));
    const { socket } = await handshake(t);
    socket.serverText({ type: "error", value: "The device is offline.", code: 7062 });
    expect(t.player.current).toEqual({ status: "reconnecting", code: 7062 });
    expect(socket.closed).toBe(true);
    // The rebooting device still refuses: each wait doubles (1 s, 2 s, 4 s), the window keeps saying why.
    for (const wait of [1_000, 2_000, 4_000]) {
      t.advance(wait - 1);
      await flush();
      expect(t.sockets).toHaveLength(calls);
      t.advance(1);
      await flush();
      expect(t.sockets).toHaveLength(calls);
      expect(t.player.current).toEqual({ status: "reconnecting", code: 7062 });
      if (wait < 4_000) t.latest().serverText({ type: "error", value: "The device is offline.", code: 7062 });
    }
    // The device is back: media flows and the window plays without anyone pressing Retry.
    const back = t.latest();
    back.serverOpen();
    back.serverText({ type: "mse", value: 'video/mp4; codecs="avc1.42C01E"' });
    t.sources.at(-1)!.open();
    back.serverBinary(100);
    back.serverBinary(10);
    expect(t.player.current).toEqual({ status: "playing", code: null });
    // Playing reset the back-off: the next drop waits 1 s again.
    back.serverClose();
    expect(t.player.current).toEqual({ status: "reconnecting", code: 12344 });
    t.advance(1_000);
    await flush();
    expect(t.sockets).toHaveLength(calls);
    expect(t.latest()).not.toBe(back);
  });

  it("a refusal (no permission) stops the window with its code; start() retries with a fresh ticket", async () => {
    let calls = 0;
    const t = await setup(() => (++calls === 1 ? Promise.reject({ code: 33001 }) : Promise.resolve("ws://relay/ws-live?ticket=2")));
    expect(t.player.current).toEqual({ status: "failed", code: 33001 });
    t.advance(60_000);
    await flush();
    expect(calls).toBe(1);
    t.player.start();
    await flush();
    expect(t.latest().url).toBe("ws://relay/ws-live?ticket=2");
    expect(calls).toBe(2);
  });

  it("a ticket refused because the device is offline reconnects too; stop() ends the waiting", async () => {
    let calls = 0;
    const t = await setup(() => (++calls, Promise.reject({ code: 7062 })));
    expect(t.player.current).toEqual({ status: "reconnecting", code: 7062 });
    t.advance(1_000);
    await flush();
    expect(calls).toBe(2);
    t.player.stop();
    t.advance(60_000);
    await flush();
    expect(calls).toBe(2);
    expect(t.player.current.status).toBe("idle");
  });

  it("no media for a while: stalled, then reconnects with a fresh ticket, and keeps trying", async () => {
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
    expect(t.player.current).toEqual({ status: "reconnecting", code: 12345 });
    for (let i = 0; i < 5; i++) {
      t.advance(RECONNECT_MS + 30_000);
      await flush();
    }
    expect(calls).toBeGreaterThan(5);
    expect(t.player.current).toEqual({ status: "reconnecting", code: 12345 });
  });

  it("an unexpected close reconnects; suspend and stop close without reconnecting", async () => {
    const t = await setup();
    const { socket } = await handshake(t);
    socket.serverClose();
    t.advance(1_000);
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

  it("issue 28: a recording begun 18 s into the live timeline starts at 0 and lasts what was recorded", async () => {
    const t = await setup();
    const { socket } = await handshake(t);
    socket.serverBinary(100);
    socket.serverBinary(timedFragment(0));
    t.player.startRecording();
    const ticks = [18, 21, 24].map((s) => s * 90_000);
    for (const at of ticks) socket.serverBinary(timedFragment(at));
    const file = await t.player.stopRecording()!.arrayBuffer();
    const fragmentSize = timedFragment(0).byteLength;
    const times = [0, 1, 2].map((i) => decodeTimeOf(file.slice(100 + i * fragmentSize, 100 + (i + 1) * fragmentSize)));
    expect(times).toEqual([0, 3 * 90_000, 6 * 90_000]);
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

  it("issue 31: offers mp4a.40.2 only where MediaSource takes AAC (the server then sends a video-only stream)", () => {
    const browser = (codecs: string[]) => (mime: string) => codecs.some((c) => mime === `video/mp4; codecs="${c}"`);
    expect(codecOffer(browser(["avc1.42C01E", "mp4a.40.2"]))).toBe("avc1.42C01E,mp4a.40.2");
    expect(codecOffer(browser(["avc1.42C01E", "avc1.640029"]))).toBe("avc1.42C01E,avc1.640029");
  });
});
