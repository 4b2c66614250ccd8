import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withCliDatabase } from "./cli-database.js";
import { parsePriceMatrixArgs, priceMatrix, runPriceMatrix } from "./price-matrix.js";

// The operator edits the seeded price matrix (spec §5; issue 15).
describe("price-matrix CLI", () => {
  let dir = "";
  afterAll(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

  it("refuses bad input before it opens any database", () => {
    expect(() => parsePriceMatrixArgs(["set", "--term", "9", "--price", "1"])).toThrow(/--term must be 1-5/);
    expect(() => parsePriceMatrixArgs(["set", "--term", "1", "--price", "abc"])).toThrow(/decimal amount/);
    expect(() => parsePriceMatrixArgs(["set", "--term", "1", "--price", "1", "--min", "9", "--max", "2"])).toThrow(/--min must not exceed --max/);
    expect(() => parsePriceMatrixArgs(["drop"])).toThrow(/usage: price-matrix/);
    expect(() => parsePriceMatrixArgs(["list", "--colour", "red"])).toThrow(/usage: price-matrix/);
    expect(parsePriceMatrixArgs(["--", "delete", "--term", "2"])).toEqual({ kind: "delete", term: 2, min: 1, max: 10_000 });
  });

  it("lists the seeded matrix, sets a band (under 0.01 noted) and deletes it; what it sets is what the next run lists", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "vms-price-cli-"));
    const env = { VMS_DATA_DIR: dir };
    await withCliDatabase(env, dir, async (db) => {
      const run = (...argv: string[]) => runPriceMatrix(parsePriceMatrixArgs(argv), db);
      expect(await run("list")).toContain("term 2 (90d) cameras 1-10000: 4.99 USD per camera");
      expect(await run("set", "--term", "2", "--price", "3.49", "--min", "50", "--max", "100")).toBe("term 2 cameras 50-100: 3.49 USD per camera");
      expect(await run("set", "--term", "1", "--price", "0.001", "--max", "2")).toContain("(quoted as 0.01)");
      expect(await run("list")).toContain("cameras 50-100: 3.49");
      expect(await run("delete", "--term", "2", "--min", "50", "--max", "100")).toBe("1 row(s) deleted");
    });
    // The command as the operator runs it: its own database handle, the band set above still there.
    expect(await priceMatrix(["list"], env, dir)).toContain("term 1 (30d) cameras 1-2: 0.001 USD per camera");
  }, 120_000);
});
