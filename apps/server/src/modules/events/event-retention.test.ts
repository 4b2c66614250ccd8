import { describe, expect, it } from "vitest";
import { everyChannelFree, retentionCutoff } from "./event-retention.js";

const DAY = 86_400_000;
const now = new Date("2026-11-24T12:00:00Z");
const ageOf = (cutoff: Date) => (now.getTime() - cutoff.getTime()) / DAY;

describe("event retention (spec §4 Expiry, §9 Retention)", () => {
  it("keeps 15 days on free channels and 6 months on licensed ones", () => {
    expect(ageOf(retentionCutoff({ kind: "free" }, now))).toBe(15);
    expect(ageOf(retentionCutoff({ kind: "licensed" }, now))).toBe(183);
  });

  it("keeps the licensed 6 months for 15 days after expiry, then the free 15 days", () => {
    expect(ageOf(retentionCutoff({ kind: "expired", at: new Date(now.getTime() - 14 * DAY) }, now))).toBe(183);
    expect(ageOf(retentionCutoff({ kind: "expired", at: new Date(now.getTime() - 15 * DAY) }, now))).toBe(15);
  });

  it("counts every channel as free until the licence slice fills the seam", async () => {
    expect(await everyChannelFree({ orgId: "o", sn: "s", chlIndex: 1 })).toEqual({ kind: "free" });
  });
});
