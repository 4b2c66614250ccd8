// The lint rule of @vms/eslint-config that keeps test support out of production code: a planted
// import of each kind is refused in a production file and allowed in a test, with ESLint's Node API
// and this package's own eslint.config.js.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const cwd = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const eslint = new ESLint({ cwd });
const BAN = "Test support is for tests only";

/** The no-restricted-imports messages for `source` imported from a file at `filePath` (relative to the package). */
async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${source}";\nexport const y = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("production code never imports test support (no-restricted-imports)", { timeout: 120_000 }, () => {
  const imports = ["../../test-support/api.js", "./x.test-support.js", "@vms/test-support"];

  it.each(imports)("refuses %s in a production file", async (source) => {
    expect(await restricted("src/modules/x/x-service.ts", source)).toEqual([expect.stringContaining(BAN)]);
  });

  it.each([
    ["a test", "src/modules/x/x-service.test.ts"],
    ["an integration test", "src/modules/x/x.integration.test.ts"],
    ["a test-support file", "src/modules/x/x.test-support.ts"],
    ["the test-support folder", "src/test-support/x.ts"],
    ["a bench", "bench/x.bench.ts"],
  ])("allows them in %s", async (_kind, filePath) => {
    for (const source of imports) expect(await restricted(filePath, source)).toEqual([]);
  });

  it("keeps the package boundary of the same rule: no app imported, from production or tests", async () => {
    for (const filePath of ["src/modules/x/x-service.ts", "src/modules/x/x-service.test.ts"]) {
      expect(await restricted(filePath, "@vms/console")).toEqual([expect.stringContaining("Packages never import apps.")]);
    }
  });

  it("lets ordinary names through", async () => {
    expect(await restricted("src/modules/x/x-service.ts", "./supportive.js")).toEqual([]);
    expect(await restricted("src/modules/x/x-service.ts", "../test-supporting/x.js")).toEqual([]);
  });
});
