import { describe, expect, it } from "vitest";
import { durationLabel, GRANT_DURATIONS, statusLabel } from "./remote-access-labels";

describe("remote-access labels", () => {
  it("§9: the customer chooses among 30 min, 2 h, 10 h, 24 h, 7 days and permanent (-1), in that order", () => {
    expect(GRANT_DURATIONS.map((d) => d.minutes)).toEqual([30, 120, 600, 1440, 10080, -1]);
    expect(GRANT_DURATIONS.every((d) => d.label.message)).toBe(true);
  });

  it("§4: pending and refused requests have no duration; unknown statuses read as pending", () => {
    expect(durationLabel(null)).toBeNull();
    expect(durationLabel(-1)?.message).toBe("Permanent");
    expect(durationLabel(45)).toBeNull();
    expect(statusLabel(3).message).toBe("Revoked");
    expect(statusLabel(99).message).toBe("Pending");
  });
});
