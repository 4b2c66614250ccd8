import { describe, expect, it } from "vitest";
import { logoFileProblem, logoSizeMessage, logoTypeMessage } from "./logo-file";

describe("logo file rules (spec §5, §9)", () => {
  it("§5: JPG, JPEG and PNG under 500 KB pass", () => {
    for (const name of ["a.jpg", "b.JPEG", "c.png"]) expect(logoFileProblem({ name, size: 1000 })).toBeNull();
  });

  it("§5: other types and 500 KB or more are refused", () => {
    expect(logoFileProblem({ name: "a.bmp", size: 10 })).toBe(logoTypeMessage);
    expect(logoFileProblem({ name: "a.png", size: 500 * 1024 })).toBe(logoSizeMessage);
  });
});
