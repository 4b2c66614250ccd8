import { describe, expect, it } from "vitest";
import { offerTakes } from "./codec-offer.js";

describe("go2rtc codec offers (issue 31: sound only where the browser takes it)", () => {
  it("takes a codec the offer lists, in any case and spacing", () => {
    expect(offerTakes("avc1.42C01E,mp4a.40.2", "mp4a.40.2")).toBe(true);
    expect(offerTakes(" avc1.42C01E , MP4A.40.2 ", "mp4a.40.2")).toBe(true);
  });

  it("refuses one it does not list (a prefix or another profile is not the codec)", () => {
    expect(offerTakes("avc1.42C01E", "mp4a.40.2")).toBe(false);
    expect(offerTakes("avc1.42C01E,mp4a.40.5,mp4a", "mp4a.40.2")).toBe(false);
  });

  it("no offer takes everything (clients from before offers counted)", () => {
    expect(offerTakes("", "mp4a.40.2")).toBe(true);
    expect(offerTakes(" , ", "mp4a.40.2")).toBe(true);
  });
});
