import { describe, expect, it, vi } from "vitest";
import { CameraHub, type CameraStatus } from "./camera-hub.js";
import { AWAY_RETRY_MAX_MS, type AccessUnit, type OpenCameraStream } from "./camera-stream.js";
import { FakeCameras, au, until } from "./camera-hub.test-support.js";

const FAST = { minMs: 10, maxMs: 40 };

function hubWith(cameras: FakeCameras) {
  const hub = new CameraHub({ openStream: cameras.open, backoff: FAST });
  hub.setCameras([
    { chlIndex: 1, main: "rtsp://a/main", sub: "rtsp://a/sub", credentials: {} },
    { chlIndex: 2, main: "rtsp://b/main", credentials: { username: "u", password: "p" } },
  ]);
  return hub;
}

describe("CameraHub", () => {
  it("opens one session per camera stream for all subscribers and closes it after the last leaves", async () => {
    const cameras = new FakeCameras();
    const hub = hubWith(cameras);
    const a = hub.subscribe(1, "main");
    const b = hub.subscribe(1, "main");
    const info = await a.ready;
    await b.ready;
    expect(info.format.width).toBe(640);
    expect(cameras.attempts).toEqual(["rtsp://a/main"]);
    expect(hub.status(1)?.state).toBe("streaming");
    a.close();
    expect(cameras.live()).toHaveLength(1);
    b.close();
    expect(cameras.live()).toHaveLength(0);
    expect(hub.status(1)?.state).toBe("idle");
  });

  it("serves the main stream for `sub` when the camera has no sub stream", async () => {
    const cameras = new FakeCameras();
    const hub = hubWith(cameras);
    const main = hub.subscribe(2, "main");
    const sub = hub.subscribe(2, "sub");
    await Promise.all([main.ready, sub.ready]);
    expect(cameras.attempts).toEqual(["rtsp://b/main"]);
  });

  it("gives a new subscriber the cached GOP from its keyframe, then live access units", async () => {
    const cameras = new FakeCameras();
    const hub = hubWith(cameras);
    const first = hub.subscribe(1, "sub");
    await first.ready;
    first.start(() => undefined);
    const [camera] = cameras.opened;
    const old = [au(true), au(false)];
    const gop = [au(true), au(false), au(false)];
    for (const unit of [...old, ...gop]) camera!.push(unit);
    const late = hub.subscribe(1, "sub");
    const got: AccessUnit[] = [];
    await late.ready;
    late.start((unit) => got.push(unit));
    const next = au(false);
    camera!.push(next);
    expect(got).toEqual([...gop, next]);
    expect(got[0]!.keyframe).toBe(true);
  });

  it("rejects `ready` with the camera's failure and reports the camera's state", async () => {
    const cameras = new FakeCameras();
    cameras.fail("rtsp://b/main", "unauthorized");
    const hub = hubWith(cameras);
    const changes: CameraStatus[] = [];
    hub.onStatus((status) => changes.push(status));
    const sub = hub.subscribe(2, "main");
    await expect(sub.ready).rejects.toMatchObject({ failure: "unauthorized" });
    sub.close();
    expect(hub.status(2)?.state).toBe("unauthorized");
    expect(changes.map((c) => c.state)).toEqual(["unauthorized"]);
    expect(hub.status(1)?.state).toBe("idle");
  });

  it("reconnects with back-off while a subscriber remains after the camera is lost", async () => {
    const cameras = new FakeCameras();
    const hub = hubWith(cameras);
    const lost: string[] = [];
    let opens = 0;
    const recorder = hub.subscribe(1, "main", { onLost: (err) => lost.push(err.failure), onOpen: () => (opens += 1) });
    await recorder.ready;
    cameras.fail("rtsp://a/main", "unreachable");
    cameras.opened[0]!.lose();
    await until(() => hub.status(1)?.state === "unreachable");
    expect(lost).toEqual(["unreachable"]);
    await until(() => cameras.attempts.length >= 3);
    cameras.fail("rtsp://a/main", null);
    await until(() => hub.status(1)?.state === "streaming");
    expect(opens).toBe(2);
    recorder.close();
    const attempts = cameras.attempts.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cameras.attempts.length).toBe(attempts);
  });

  it("asks an offline camera again with back-off while nobody watches, and stops once it answers", async () => {
    const cameras = new FakeCameras();
    cameras.fail("rtsp://a/main", "unreachable");
    const hub = hubWith(cameras);
    const states: string[] = [];
    hub.onStatus((status) => states.push(status.state));
    const viewer = hub.subscribe(1, "main");
    await expect(viewer.ready).rejects.toMatchObject({ failure: "unreachable" });
    viewer.close();
    await until(() => cameras.attempts.length >= 3);
    expect(hub.status(1)?.state).toBe("unreachable");
    cameras.fail("rtsp://a/main", null);
    await until(() => hub.status(1)?.state === "idle");
    expect(states.slice(0, 1)).toEqual(["unreachable"]);
    expect(states.slice(-2)).toEqual(["streaming", "idle"]);
    expect(cameras.live()).toHaveLength(0);
    const attempts = cameras.attempts.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cameras.attempts.length).toBe(attempts);
  });

  it("asks a camera that is away again at least every 5 s, one refusing the credentials with the full back-off", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      const cameras = new FakeCameras();
      const times = new Map<string, number[]>();
      const open: OpenCameraStream = (url, credentials, options) => {
        times.set(url, [...(times.get(url) ?? []), Date.now()]);
        return cameras.open(url, credentials, options);
      };
      // The bridge's own back-off (1 s doubling to 30 s).
      const hub = new CameraHub({ openStream: open });
      hub.setCameras(["held", "probed", "locked"].map((name, i) => ({ chlIndex: i + 1, main: `rtsp://${name}/main`, credentials: {} })));
      cameras.fail("rtsp://held/main", "unreachable");
      cameras.fail("rtsp://probed/main", "unreachable");
      cameras.fail("rtsp://locked/main", "unauthorized");
      // A recorder holds the first camera's session (it retries); nobody holds the others (the hub probes them).
      hub.subscribe(1, "main");
      for (const chlIndex of [2, 3]) {
        const viewer = hub.subscribe(chlIndex, "main");
        await expect(viewer.ready).rejects.toBeDefined();
        viewer.close();
      }
      await vi.advanceTimersByTimeAsync(180_000);
      const longestGap = (url: string) => Math.max(...(times.get(url) ?? []).slice(1).map((t, i) => t - times.get(url)![i]!));
      expect(longestGap("rtsp://held/main")).toBeLessThanOrEqual(AWAY_RETRY_MAX_MS);
      expect(longestGap("rtsp://probed/main")).toBeLessThanOrEqual(AWAY_RETRY_MAX_MS);
      expect(times.get("rtsp://held/main")!.length).toBeGreaterThan(180_000 / AWAY_RETRY_MAX_MS);
      // Equal jitter: from the sixth attempt on a wait is at least half of 30 s.
      expect(longestGap("rtsp://locked/main")).toBeGreaterThanOrEqual(15_000);
      hub.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports a camera lost mid-stream as unreachable at once, not idle first", async () => {
    const cameras = new FakeCameras();
    const hub = hubWith(cameras);
    const states: string[] = [];
    hub.onStatus((status) => states.push(status.state));
    const viewer = hub.subscribe(1, "main", { onLost: () => viewer.close() });
    await viewer.ready;
    cameras.fail("rtsp://a/main", "unreachable");
    cameras.opened[0]!.lose();
    await until(() => states.length >= 2);
    expect(states).toEqual(["streaming", "unreachable"]);
    hub.close();
  });

  it("ends the sessions of a camera removed from the config", async () => {
    const cameras = new FakeCameras();
    const hub = hubWith(cameras);
    const lost: string[] = [];
    const viewer = hub.subscribe(2, "main", { onLost: (err) => lost.push(err.message) });
    await viewer.ready;
    hub.setCameras([{ chlIndex: 1, main: "rtsp://a/main", credentials: {} }]);
    expect(lost).toEqual(["the camera left the config"]);
    expect(cameras.live()).toHaveLength(0);
    expect(hub.has(2)).toBe(false);
    expect(() => hub.subscribe(2, "main")).toThrow(RangeError);
  });
});
