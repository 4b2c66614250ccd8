import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createVideoSource, type VideoFrame } from "./video-source.js";

// Spec §1 live video; issue 11: frames paced at the clip's rate, looping without end, timestamps increasing.
describe("createVideoSource", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const collect = (stream: "main" | "sub" = "sub") => {
    const source = createVideoSource({ sn: "N3B2D1A22B82", chlIndex: 1, stream });
    const frames: Array<VideoFrame & { at: number }> = [];
    const stop = source.start((f) => frames.push({ ...f, at: performance.now() }));
    return { source, frames, stop };
  };

  it("describes the clip: codec from its SPS, size per stream, 25 fps", () => {
    expect(createVideoSource({ sn: "x", chlIndex: 1, stream: "main" })).toMatchObject({ codec: "avc1.42C01F", width: 1280, height: 720, fps: 25 });
    expect(createVideoSource({ sn: "x", chlIndex: 1, stream: "sub" })).toMatchObject({ codec: "avc1.42C01E", width: 640, height: 360, fps: 25 });
  });

  it("sends nothing before start() returns, then a keyframe with SPS and PPS at 0 ms", () => {
    const { frames } = collect();
    expect(frames).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(frames).toHaveLength(1);
    const [first] = frames;
    expect(first).toMatchObject({ keyframe: true, timestampMs: 0, frameNo: 0 });
    // Annex B: 4-byte start code then the SPS header byte, the PPS after it.
    expect([...first!.data.subarray(0, 5)]).toEqual([0, 0, 0, 1, 0x67]);
  });

  it("paces 25 frames a second with timestamps frameNo × 40 ms", () => {
    const { frames } = collect();
    vi.advanceTimersByTime(1000);
    expect(frames).toHaveLength(26);
    expect(frames.map((f) => f.frameNo)).toEqual(Array.from({ length: 26 }, (_, i) => i));
    expect(frames.map((f) => f.timestampMs)).toEqual(Array.from({ length: 26 }, (_, i) => i * 40));
    expect(frames.map((f) => f.at - frames[0]!.at)).toEqual(Array.from({ length: 26 }, (_, i) => i * 40));
  });

  it("loops without end: the same frames again every 150, timestamps still increasing", () => {
    const { frames } = collect();
    vi.advanceTimersByTime(13_000);
    expect(frames).toHaveLength(326);
    expect(frames.filter((f) => f.keyframe).map((f) => f.frameNo)).toEqual([0, 50, 100, 150, 200, 250, 300]);
    expect(frames[150]!.data).toBe(frames[0]!.data);
    expect(frames[301]!.data).toBe(frames[1]!.data);
    expect(frames[325]!.timestampMs).toBe(13_000);
    expect(frames.every((f, i) => i === 0 || f.timestampMs > frames[i - 1]!.timestampMs)).toBe(true);
  });

  it("schedules against the start time, so a late callback does not shift later frames", () => {
    // The clock the source reads runs 25 ms ahead of the timers from frame 10 on: a handler that
    // blocked for 25 ms. Chained 40 ms delays would push every later frame back by 25 ms.
    const fakeNow = performance.now.bind(performance);
    let lag = 0;
    vi.spyOn(performance, "now").mockImplementation(() => fakeNow() + lag);
    const source = createVideoSource({ sn: "x", chlIndex: 2, stream: "sub" });
    const at: number[] = [];
    const t0 = performance.now();
    source.start((f) => {
      at.push(performance.now() - t0);
      if (f.frameNo === 10) lag = 25;
    });
    vi.advanceTimersByTime(2000);
    expect(at.slice(11, 20)).toEqual(Array.from({ length: 9 }, (_, i) => (i + 11) * 40));
    expect(at).toHaveLength(51);
  });

  it("does not burst after a long stall: it restarts the schedule, keeping timestamps contiguous", () => {
    const fakeNow = performance.now.bind(performance);
    let lag = 0;
    vi.spyOn(performance, "now").mockImplementation(() => fakeNow() + lag);
    const source = createVideoSource({ sn: "x", chlIndex: 2, stream: "sub" });
    const frames: VideoFrame[] = [];
    source.start((f) => {
      frames.push(f);
      if (f.frameNo === 10) lag = 5000; // e.g. a suspended laptop
    });
    vi.advanceTimersByTime(440);
    expect(frames).toHaveLength(12);
    expect(frames.at(-1)).toMatchObject({ frameNo: 11, timestampMs: 440 });
    vi.advanceTimersByTime(400);
    expect(frames).toHaveLength(22);
  });

  it("stops when the returned function is called, also from inside the callback", () => {
    const { frames, stop } = collect();
    vi.advanceTimersByTime(200);
    stop();
    const sent = frames.length;
    vi.advanceTimersByTime(1000);
    expect(frames).toHaveLength(sent);

    const source = createVideoSource({ sn: "x", chlIndex: 1, stream: "sub" });
    let count = 0;
    const stopInside: () => void = source.start(() => {
      if (++count === 3) stopInside();
    });
    vi.advanceTimersByTime(1000);
    expect(count).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives each start() its own stream from frame 0", () => {
    const source = createVideoSource({ sn: "x", chlIndex: 4, stream: "main" });
    const a: VideoFrame[] = [];
    const b: VideoFrame[] = [];
    source.start((f) => a.push(f));
    vi.advanceTimersByTime(400);
    source.start((f) => b.push(f));
    vi.advanceTimersByTime(400);
    expect(b[0]).toMatchObject({ frameNo: 0, timestampMs: 0, keyframe: true });
    expect(a.at(-1)!.frameNo).toBe(20);
    expect(b.at(-1)!.frameNo).toBe(10);
  });
});
