import { describe, expect, it } from "vitest";
import { initialTerm, parseChlNum } from "./purchase-choice";

const bounds = { minChlNum: 1, maxChlNum: 10_000 };

describe("licence purchase choice (spec §1 terms, §5)", () => {
  it("§5: a whole camera count within the bounds", () => {
    expect(parseChlNum(" 8 ", bounds)).toEqual({ chlNum: 8 });
    expect(parseChlNum("10000", bounds)).toEqual({ chlNum: 10_000 });
  });

  it("§5: empty, not whole, or beyond the limit is refused with a message", () => {
    expect(parseChlNum("", bounds)).toMatchObject({ error: { message: "This field cannot be empty." } });
    expect(parseChlNum("2.5", bounds)).toMatchObject({ error: { message: "Enter a whole number of cameras." } });
    expect(parseChlNum("-1", bounds)).toHaveProperty("error");
    expect(parseChlNum("0", bounds)).toHaveProperty("error");
    expect(parseChlNum("10001", bounds)).toHaveProperty("error");
  });

  it("§1: opens on the requested term when it is on sale, else the first", () => {
    expect(initialTerm(2, [1, 2, 3, 4, 5])).toBe(2);
    expect(initialTerm(9, [1, 2, 3])).toBe(1);
    expect(initialTerm(undefined, [3, 4])).toBe(3);
    expect(initialTerm(undefined, [])).toBeUndefined();
  });
});
