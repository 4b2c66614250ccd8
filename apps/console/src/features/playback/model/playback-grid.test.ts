import { describe, expect, it } from "vitest";
import { emptyWindows, gridColumns, placeChannel, targetWindow } from "./playback-grid";

const cam = (n: number) => ({ sn: `SN${n}`, chlIndex: 1 });

describe("playback grid (issue 31: up to 16 windows filled from the tree)", () => {
  it("opens a channel in the selected window when empty, else the first empty one, else replaces the selected one", () => {
    let channels = emptyWindows();
    expect(targetWindow(channels, 16, 1)).toBe(1);
    channels = placeChannel(channels, 1, cam(1));
    expect(targetWindow(channels, 16, 1)).toBe(2);
    expect(targetWindow(channels, 16, 5)).toBe(5);
    // Sixteen double-clicks fill the 16 windows in order.
    for (let i = 2; i <= 16; i++) channels = placeChannel(channels, targetWindow(channels, 16, 1), cam(i));
    expect(channels.map((c) => c?.sn)).toEqual(Array.from({ length: 16 }, (_, i) => `SN${i + 1}`));
    expect(targetWindow(channels, 16, 7)).toBe(7);
  });
  it("only looks at the windows of the grid shown, and keeps a selection inside it", () => {
    const channels = placeChannel(placeChannel(emptyWindows(), 1, cam(1)), 2, cam(2));
    expect(targetWindow(channels, 1, 1)).toBe(1);
    expect(targetWindow(channels, 4, 9)).toBe(4);
    expect(targetWindow(placeChannel(placeChannel(channels, 3, cam(3)), 4, cam(4)), 4, 2)).toBe(2);
  });
  it("lays 1, 4, 9 and 16 windows out in 1 to 4 columns", () => {
    expect([1, 4, 9, 16].map(gridColumns)).toEqual([1, 2, 3, 4]);
  });
});
