import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 29: e2e page objects (e2e/pages) return locators and do actions; only specs assert. A page
// object that imports or calls expect hides a check from the spec that reads like the product.
const PAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), "e2e/pages");

describe("e2e page objects", () => {
  it("issue 29: neither import nor call expect", () => {
    const asserting = readdirSync(PAGES)
      .filter((file) => file.endsWith(".ts"))
      .filter((file) => /\bexpect\b/.test(readFileSync(path.join(PAGES, file), "utf8")));
    expect(asserting).toEqual([]);
  });
});
