import { describe, expect, it } from "vitest";
import { formatArchiveSize } from "./format-archive-size";

describe("formatArchiveSize", () => {
  it("§9: MB up to 1 GB, else GB", () => {
    expect(formatArchiveSize(5 * 1024 ** 2)).toBe("5.0 MB");
    expect(formatArchiveSize(1024 ** 3 - 1)).toBe("1024.0 MB");
    expect(formatArchiveSize(1.5 * 1024 ** 3)).toBe("1.50 GB");
  });
});
