import { describe, expect, it } from "vitest";
import { chosenRange, downloadFileNamePreview, fromLocalInput, toLocalInput } from "./download-range";

const at = Date.UTC(2026, 10, 24, 8, 0, 0) / 1000;

describe("download range choices (spec §5/§9)", () => {
  it("presets run from the chosen time for 30 s, 1, 5 or 15 minutes", () => {
    expect(chosenRange(30, at, { startTime: 0, endTime: 0 })).toEqual({ startTime: at, endTime: at + 30 });
    expect(chosenRange(900, at, { startTime: 0, endTime: 0 })).toEqual({ startTime: at, endTime: at + 900 });
  });

  it("custom: end after start and at most 60 minutes", () => {
    expect(chosenRange("custom", at, { startTime: at, endTime: at + 3_600 })).toEqual({ startTime: at, endTime: at + 3_600 });
    expect(chosenRange("custom", at, { startTime: at, endTime: at + 3_601 })).toEqual({ problem: "tooLong" });
    expect(chosenRange("custom", at, { startTime: at, endTime: at })).toEqual({ problem: "order" });
    expect(chosenRange("custom", at, { startTime: at, endTime: at - 1 })).toEqual({ problem: "order" });
    expect(chosenRange("custom", at, { startTime: Number.NaN, endTime: at })).toEqual({ problem: "order" });
  });

  it("§7: the file name is site, channel, start and end plus .avi without forbidden characters", () => {
    expect(downloadFileNamePreview("Lobby", "CH 1", at, at + 30)).toBe("Lobby_CH 1_20261124080000_20261124080030.avi");
    expect(downloadFileNamePreview("a/b", "c:d", at, at + 60)).toBe("a_b_c_d_20261124080000_20261124080100.avi");
  });

  it("datetime-local values round-trip", () => {
    expect(fromLocalInput(toLocalInput(at))).toBe(at);
    expect(fromLocalInput("")).toBeNaN();
  });
});
