import { describe, expect, it } from "vitest";
import { defaultFilters } from "./event-filters";
import { applyFrequentValue, toFrequentValue } from "./frequent-events";

describe("frequent events (spec §3 User config frequent_events)", () => {
  it("keeps the filters without the time range, and applies them over the current range", () => {
    const saved = { ...defaultFilters(Date.UTC(2026, 0, 1)), targetType: "person" as const, attributes: { gender: [2] }, eventTypes: ["PERIMETER" as const], plate: "AB" };
    const value = toFrequentValue(saved);
    expect(JSON.parse(value)).not.toHaveProperty("from");
    const now = defaultFilters(Date.UTC(2026, 5, 1));
    expect(applyFrequentValue(value, now)).toEqual({ ...saved, from: now.from, to: now.to });
    expect(applyFrequentValue("not json", now)).toBeNull();
    expect(applyFrequentValue(JSON.stringify({ targetType: "dragon" }), now)).toBeNull();
  });
});
