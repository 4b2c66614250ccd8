import { describe, expect, it, vi } from "vitest";
import { fakeEnv, fakeVideo } from "./fake-media.test-support";
import { initialRuntimeState } from "./runtime-state";
import { liveStreamFor, wantedStreams } from "./stream-choice";
import { createVideoClient } from "./video-client";
import { WebVideoRuntime } from "./web-runtime";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("live stream choice (spec §2 split windows and full screen, §3 window-channel mapping streamMode; issue 31)", () => {
  it("grids above 4 windows play the sub stream, up to 4 the main stream; an enlarged window plays main", () => {
    expect([1, 4, 9, 16].map((n) => liveStreamFor(n, false))).toEqual(["main", "main", "sub", "sub"]);
    expect([1, 4, 9, 16].map((n) => liveStreamFor(n, true))).toEqual(["main", "main", "main", "main"]);
  });

  it("§3: only the selected window in full screen is enlarged; windows without a channel want nothing", () => {
    const base = initialRuntimeState(16);
    const windows = base.windows.map((w) => (w.winIndex <= 3 ? { ...w, sn: `SN${w.winIndex}`, chlIndex: 1 } : w));
    const state = { ...base, splitNum: 9 as const, windows, selected: 2, fullScreen: true };
    expect([...wantedStreams(state)]).toEqual([[1, "sub"], [2, "main"], [3, "sub"]]);
    expect([...wantedStreams({ ...state, fullScreen: false })]).toEqual([[1, "sub"], [2, "sub"], [3, "sub"]]);
  });

  it("§2 §7: a layout of 16 windows opens on sub streams; the window made full screen switches to main and back on exit", async () => {
    const media = fakeEnv();
    const openStream = vi.fn((ref: { sn: string; chlIndex: number; stream: string }) => Promise.resolve(`ws://x/ws-live?ticket=${ref.sn}-${ref.stream}`));
    const runtime = new WebVideoRuntime({ openStream, maxSplit: 16, env: media.env });
    const command = createVideoClient({ request: (xml) => runtime.handle(xml) });
    const container = document.createElement("div");
    container.requestFullscreen = () => Promise.resolve();
    await command("splitCtrl", { splitNum: 16 });
    for (let w = 1; w <= 16; w++) {
      runtime.attach(w, { video: fakeVideo(), container });
      await command("preview", { winIndex: w, sn: `SN${w}`, chlIndex: 1 });
    }
    await flush();
    expect(openStream.mock.calls.map(([ref]) => ref.stream)).toEqual(Array(16).fill("sub"));
    expect(runtime.getState().windows.slice(0, 16).every((w) => w.streamMode === "sub")).toBe(true);

    await command("switchSelectedWindow", { winIndex: 5 });
    await command("fullScreen", {});
    await flush();
    expect(runtime.getState().windows[4]!.streamMode).toBe("main");
    expect(openStream).toHaveBeenLastCalledWith({ sn: "SN5", chlIndex: 1, stream: "main" });
    // The sub stream's socket of window 5 closed; the other 15 windows kept theirs.
    expect(media.sockets.filter((s) => s.closed).map((s) => s.url)).toEqual(["ws://x/ws-live?ticket=SN5-sub"]);

    await command("ExitFullScreen", {});
    await flush();
    expect(runtime.getState().windows[4]!.streamMode).toBe("sub");
    expect(openStream).toHaveBeenLastCalledWith({ sn: "SN5", chlIndex: 1, stream: "sub" });
  });

  it("§2: going from 16 windows to 4 switches the windows left to the main stream", async () => {
    const media = fakeEnv();
    const openStream = vi.fn((ref: { sn: string; chlIndex: number; stream: string }) => Promise.resolve(`ws://x/ws-live?ticket=${ref.sn}-${ref.stream}`));
    const runtime = new WebVideoRuntime({ openStream, maxSplit: 16, env: media.env });
    const command = createVideoClient({ request: (xml) => runtime.handle(xml) });
    await command("splitCtrl", { splitNum: 16 });
    for (const w of [1, 9]) {
      runtime.attach(w, { video: fakeVideo(), container: document.createElement("div") });
      await command("preview", { winIndex: w, sn: `SN${w}`, chlIndex: 1 });
    }
    await command("splitCtrl", { splitNum: 4 });
    await flush();
    expect(runtime.getState().windows[0]!.streamMode).toBe("main");
    expect(runtime.getState().windows[8]!.sn).toBeNull();
    expect(openStream.mock.calls.map(([ref]) => `${ref.sn}-${ref.stream}`)).toEqual(["SN1-sub", "SN9-sub", "SN1-main"]);
  });
});
