import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "@/shared/lib/local-range";
import { defaultFilters, rangeProblem, toSearchQuery } from "./event-filters";

describe("event search filters", () => {
  it("§5: refuses ranges over 31 days, reversed or unreadable ones", () => {
    const start = fromLocalInput("2026-11-01T00:00");
    expect(rangeProblem({ from: "2026-11-01T00:00", to: toLocalInput(start + 31 * 86_400_000) })).toBeNull();
    expect(rangeProblem({ from: "2026-11-01T00:00", to: toLocalInput(start + 31 * 86_400_000 + 60_000) })).toBe("tooLong");
    expect(rangeProblem({ from: "2026-11-02T00:00", to: "2026-11-01T00:00" })).toBe("reversed");
    expect(rangeProblem({ from: "", to: "2026-11-01T00:00" })).toBe("invalid");
  });

  it("§2: sends only the filters set, attributes only with a target, the whole last minute", () => {
    const base = { ...defaultFilters(), from: "2026-11-01T00:00", to: "2026-11-01T10:30" };
    expect(toSearchQuery(base, 1, 20)).toEqual({ startTime: fromLocalInput(base.from), endTime: fromLocalInput(base.to) + 59_999, pageNum: 1, pageSize: 20 });
    const person = { ...base, targetType: "person" as const, attributes: { gender: [2], upperColor: [4], hat: [] }, plate: " ab1 ", siteId: "s1" };
    expect(toSearchQuery(person, 2, 10)).toMatchObject({ targetType: "person", attributes: { gender: [2], upperColor: [4] }, plate: "ab1", siteIds: ["s1"], pageNum: 2 });
    expect(toSearchQuery({ ...base, attributes: { gender: [2] } }, 1, 10)).not.toHaveProperty("attributes");
  });
});
