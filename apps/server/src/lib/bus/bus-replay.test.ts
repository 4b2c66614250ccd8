import { describe, expect, it } from "vitest";
import { SeenIds } from "./bus-replay.js";

describe("SeenIds (decision 0039 replay)", () => {
  it("accepts an id once, and forgets it only once it is older than the window", () => {
    const seen = new SeenIds(1_000);
    expect(seen.add("a", 0)).toBe(true);
    expect(seen.add("a", 10)).toBe(false);
    expect(seen.add("b", 600)).toBe(true);
    seen.prune(1_000);
    expect(seen.size).toBe(2);
    seen.prune(1_001);
    expect(seen.size).toBe(1);
    expect(seen.add("a", 1_002)).toBe(true);
    expect(seen.add("b", 1_002)).toBe(false);
  });
});
