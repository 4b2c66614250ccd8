import { describe, expect, it } from "vitest";
import { parseRange } from "../../lib/http-range.js";
import { downloadFileName } from "./download-names.js";

describe("download file route", () => {
  it("parses single byte ranges (RFC 9110) and refuses unsatisfiable ones", () => {
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("bytes=1000-", 1000)).toBeNull();
    expect(parseRange("bytes=50-10", 1000)).toBeNull();
    expect(parseRange("bytes=-0", 1000)).toBeNull();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
  });

  it("§7: the file name is site, channel, start and end plus .avi, without §5's forbidden characters", () => {
    const start = Date.UTC(2026, 10, 24, 8, 0, 0) / 1000;
    expect(downloadFileName("Lobby", "CH 1", start, start + 30)).toBe("Lobby_CH 1_20261124080000_20261124080030.avi");
    expect(downloadFileName('a<b>&c,"d/e\\f%g:h#i*j?k|l', "", start, start + 60)).toBe("a_b__c__d_e_f_g_h_i_j_k_l___20261124080000_20261124080100.avi");
  });
});
