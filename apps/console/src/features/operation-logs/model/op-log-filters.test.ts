import { describe, expect, it } from "vitest";
import { fromLocalInput } from "@/shared/lib/local-range";
import { defaultOpLogFilters, opLogRangeProblem, toOpLogFilter } from "./op-log-filters";

describe("operation-log filters (spec §2: a range of at most 31 days)", () => {
  it("opens on the last 7 days for everyone and every module", () => {
    const state = defaultOpLogFilters(Date.UTC(2026, 0, 31, 12));
    expect(opLogRangeProblem(state)).toBeNull();
    expect(toOpLogFilter(state)).not.toHaveProperty("userId");
    expect(toOpLogFilter(state)).not.toHaveProperty("module");
  });

  it("names what is wrong with a range", () => {
    expect(opLogRangeProblem({ from: "", to: "2026-01-02T00:00" })).toBe("invalid");
    expect(opLogRangeProblem({ from: "2026-01-02T00:00", to: "2026-01-01T00:00" })).toBe("reversed");
    expect(opLogRangeProblem({ from: "2026-01-01T00:00", to: "2026-02-01T00:00" })).toBe(null);
    expect(opLogRangeProblem({ from: "2026-01-01T00:00", to: "2026-02-01T00:01" })).toBe("tooLong");
  });

  it("sends the operator and module, and the end minute whole", () => {
    const filter = toOpLogFilter({ from: "2026-01-01T00:00", to: "2026-01-02T10:30", userId: "u1", module: "user" });
    expect(filter).toEqual({ startTime: fromLocalInput("2026-01-01T00:00"), endTime: fromLocalInput("2026-01-02T10:30") + 59_999, userId: "u1", module: "user" });
  });
});
