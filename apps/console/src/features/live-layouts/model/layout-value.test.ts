import type { LayoutValue } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import type { VideoCommand, VideoRuntimeState, VideoWindowState } from "@/shared/video";
import { applyLayout, captureLayout } from "./layout-value";

const emptyWindow = (winIndex: number): VideoWindowState => ({
  winIndex, sn: null, chlIndex: null, siteName: "", channelName: "", streamMode: "sub", wantsPlay: false,
  playStatus: "idle", code: null, volume: 0, zoom: 1, aspectRatio: "original", recording: false,
});

/** An empty runtime of 4 windows that opens splits up to `maxSplit`. */
function initialRuntimeState(maxSplit: number): VideoRuntimeState & { windows: VideoWindowState[] } {
  return { playedBy: "web", splitNum: 4, maxSplit, selected: 1, fullScreen: false, windows: Array.from({ length: 16 }, (_, i) => emptyWindow(i + 1)), snaps: [], records: [] };
}

/** A command function that records what it was asked. */
function recorder() {
  const sent: { cmd: string; params: Record<string, unknown> }[] = [];
  const command = (async (cmd: string, params: Record<string, unknown>) => {
    sent.push({ cmd, params });
    return {};
  }) as unknown as VideoCommand;
  return { sent, command };
}

const windows = (n: number, streamMode?: "main" | "sub") =>
  Array.from({ length: n }, (_, i) => ({ winIndex: i + 1, sn: `SN${i}`, chlIndex: 1, ...(streamMode ? { streamMode } : {}) }));

describe("layouts (spec §2 live windows, §3 Layout, §9 splits)", () => {
  it("§2 §3 issue 31: a layout saved without streams takes its split's: sub above 4 windows, main up to 4; saved streams are kept", async () => {
    const { sent, command } = recorder();
    const layout: LayoutValue = { splitNum: 16, isDefault: false, playChlList: windows(16) };
    expect(await applyLayout(command, initialRuntimeState(16), layout)).toBe(true);
    const previews = sent.filter((s) => s.cmd === "preview");
    expect(previews).toHaveLength(16);
    expect(previews.every((p) => p.params["streamMode"] === "sub")).toBe(true);
    expect(sent[0]).toEqual({ cmd: "splitCtrl", params: { splitNum: 16 } });
    const nine = recorder();
    await applyLayout(nine.command, initialRuntimeState(16), { splitNum: 9, isDefault: false, playChlList: windows(9) });
    expect(nine.sent.filter((s) => s.cmd === "preview").map((p) => p.params["streamMode"])).toEqual(Array(9).fill("sub"));
    const four = recorder();
    await applyLayout(four.command, initialRuntimeState(16), { splitNum: 4, isDefault: false, playChlList: windows(2) });
    expect(four.sent.filter((s) => s.cmd === "preview").map((p) => p.params["streamMode"])).toEqual(["main", "main"]);

    const saved = recorder();
    await applyLayout(saved.command, initialRuntimeState(16), { splitNum: 16, isDefault: false, playChlList: windows(2, "main") });
    expect(saved.sent.filter((s) => s.cmd === "preview").map((p) => p.params["streamMode"])).toEqual(["main", "main"]);
  });

  it("§5: a layout above the platform's largest split (Mac: 4) does not open", async () => {
    const { sent, command } = recorder();
    expect(await applyLayout(command, initialRuntimeState(4), { splitNum: 9, isDefault: false, playChlList: [] })).toBe(false);
    expect(sent).toEqual([]);
  });

  it("§3: the windows on screen become the layout's playChlList, empty windows left out", () => {
    const state = initialRuntimeState(16);
    state.windows[1] = { ...state.windows[1]!, sn: "SN9", chlIndex: 3, streamMode: "main", channelName: "Gate", siteName: "HQ" };
    expect(captureLayout(state, true)).toEqual({ splitNum: state.splitNum, isDefault: true, playChlList: [{ winIndex: 2, sn: "SN9", chlIndex: 3, streamMode: "main", channelName: "Gate", siteName: "HQ" }] });
  });
});
