import { describe, expect, it } from "vitest";
import { archiveTitleOf, wallClipChannels } from "./wall-clip";

describe("a clip of a synchronised playback (issue 31)", () => {
  it("takes each window's channel once, in window order, with its names", () => {
    const names = (sn: string, chlIndex: number) => ({ siteName: "HQ", chlName: `${sn}-${chlIndex}` });
    expect(wallClipChannels([{ sn: "B", chlIndex: 1 }, { sn: "A", chlIndex: 2 }, { sn: "B", chlIndex: 1 }], names)).toEqual([
      { sn: "B", chlIndex: 1, siteName: "HQ", chlName: "B-1" },
      { sn: "A", chlIndex: 2, siteName: "HQ", chlName: "A-2" },
    ]);
  });
  it("titles an archive by site and channel, without the characters titles refuse", () => {
    expect(archiveTitleOf({ siteName: "HQ/North", chlName: "Gate: 1" })).toBe("HQ North Gate 1");
    expect(archiveTitleOf({ siteName: "S".repeat(60), chlName: "Camera" })).toHaveLength(64);
  });
});
