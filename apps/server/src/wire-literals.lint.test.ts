import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Issue 29: wire states, statuses, types and codes are compared with named constants, never bare numbers.
const serverRoot = fileURLToPath(new URL("..", import.meta.url));
const planted = [
  "export const frozen = (user: { state: number }) => user.state === 2;",
  "export const failed = { status: \"failed\", errorCode: 31106 };",
  "export const named = (user: { state: number }) => user.state === FROZEN;",
  "const FROZEN = 2;",
].join("\n");

async function lint(filePath: string) {
  const [result] = await new ESLint({ cwd: serverRoot }).lintText(planted, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => ({ line: m.line, message: m.message }));
}

describe("the wire-literal lint rule", () => {
  it("refuses a bare number compared with a state and a numeric error code in production code", async () => {
    const found = await lint("src/modules/x/x.ts");
    expect(found).toEqual([
      { line: 1, message: expect.stringContaining("named constants/predicates of @vms/api-client") },
      { line: 2, message: expect.stringContaining("Name the error code") },
    ]);
  });

  it("lets tests spell wire values out", async () => {
    expect(await lint("src/modules/x/x.test.ts")).toEqual([]);
  });
});
