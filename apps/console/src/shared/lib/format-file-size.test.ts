import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size";

describe("formatFileSize", () => {
  it("a 2,233-byte log reads 2.2 KB, not 3 KB", () => {
    expect(formatFileSize(2233)).toBe("2.2 KB");
  });

  it("bytes, kilobytes and megabytes with one decimal only below 10", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(1024)).toBe("1 KB");
    expect(formatFileSize(15_800)).toBe("15 KB");
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe("3.4 MB");
    expect(formatFileSize(-1)).toBe("");
  });
});
