import { describe, expect, it } from "vitest";
import { fromLocalInput, localRangeProblem, toEpochRange, toLocalInput } from "./local-range";

const DAY = 86_400_000;

describe("local search ranges (spec §5: at most 31 days)", () => {
  it("names what is wrong with a range", () => {
    const start = fromLocalInput("2026-11-01T00:00");
    expect(localRangeProblem({ from: "2026-11-01T00:00", to: toLocalInput(start + 31 * DAY) }, 31 * DAY)).toBeNull();
    expect(localRangeProblem({ from: "2026-11-01T00:00", to: toLocalInput(start + 31 * DAY + 60_000) }, 31 * DAY)).toBe("tooLong");
    expect(localRangeProblem({ from: "2026-11-02T00:00", to: "2026-11-01T00:00" }, 31 * DAY)).toBe("reversed");
    expect(localRangeProblem({ from: "", to: "2026-11-01T00:00" }, 31 * DAY)).toBe("invalid");
  });

  it("includes the end minute whole", () => {
    expect(toEpochRange({ from: "2026-11-01T00:00", to: "2026-11-01T10:30" })).toEqual({ startTime: fromLocalInput("2026-11-01T00:00"), endTime: fromLocalInput("2026-11-01T10:30") + 59_999 });
  });
});
