import type { VsOutput } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { channelKey, withSplit, withWindow } from "./vs-output-draft";

const output: VsOutput = { voId: 1, resolution: "1920x1080", splitNum: 4, windows: [{ winIndex: 1, sn: "A", chlIndex: 1 }, { winIndex: 4, sn: "B", chlIndex: 2 }] };

describe("viewing-station output drafts (spec §3 vs_view, §9 splits)", () => {
  it("§9: a smaller split empties the windows beyond it; a larger one keeps them", () => {
    expect(withSplit(output, 1).windows).toEqual([{ winIndex: 1, sn: "A", chlIndex: 1 }]);
    expect(withSplit(output, 9).windows).toHaveLength(2);
  });

  it("§3: a window takes a channel, changes it, or becomes empty; windows stay in order", () => {
    const put = withWindow(output, 2, channelKey({ sn: "NVR#7", chlIndex: 3 }));
    expect(put.windows.map((w) => [w.winIndex, w.sn, w.chlIndex])).toEqual([[1, "A", 1], [2, "NVR#7", 3], [4, "B", 2]]);
    expect(withWindow(put, 2, channelKey({ sn: "C", chlIndex: 0 })).windows[1]).toEqual({ winIndex: 2, sn: "C", chlIndex: 0 });
    expect(withWindow(put, 4, "").windows.map((w) => w.winIndex)).toEqual([1, 2]);
  });
});
