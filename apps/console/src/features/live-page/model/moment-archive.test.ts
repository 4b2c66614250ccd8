import { describe, expect, it } from "vitest";
import { MOMENT_ARCHIVE_SEC, momentArchiveRange } from "./moment-archive";

describe("momentArchiveRange (issue 31: Archive near the live edge)", () => {
  it("takes two minutes from the shown moment when they are recorded", () => {
    expect(momentArchiveRange(1_000, 5_000)).toEqual({ startTime: 1_000, endTime: 1_000 + MOMENT_ARCHIVE_SEC });
  });

  it("ends at the last recorded moment when the two minutes reach past it", () => {
    expect(momentArchiveRange(1_000, 1_045.7)).toEqual({ startTime: 1_000, endTime: 1_045 });
  });

  it("takes whole seconds from a fractional moment", () => {
    expect(momentArchiveRange(1_000.9, 1_100)).toEqual({ startTime: 1_000, endTime: 1_100 });
  });

  it("refuses when nothing recorded is left after the moment", () => {
    expect(momentArchiveRange(1_000, 1_000.5)).toBeNull();
    expect(momentArchiveRange(1_000, 900)).toBeNull();
  });

  it("keeps two minutes when the footage end is unknown", () => {
    expect(momentArchiveRange(1_000, null)).toEqual({ startTime: 1_000, endTime: 1_120 });
  });
});
