import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// Issue 29: the React preset's no-restricted-syntax (literal JSX text) replaces base()'s for .tsx
// files, so it must carry the wire-literal selectors too: both kinds are refused in one component.
// Vitest runs in apps/console (jsdom has its own URL, so no import.meta.url arithmetic).
const consoleRoot = process.cwd();
const planted = [
  "export const Badge = ({ type }: { type: number }) => (type === 1 ? <span>Administrator</span> : null);",
].join("\n");

describe("the console's wire-literal lint rule", () => {
  it("refuses a bare user type and literal JSX text in the same component", async () => {
    const [result] = await new ESLint({ cwd: consoleRoot }).lintText(planted, { filePath: "src/features/x/ui/badge.tsx" });
    const messages = (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
    expect(messages).toEqual([expect.stringContaining("@vms/api-client"), expect.stringContaining("Lingui")]);
    // Loading the console's config (boundaries, TypeScript resolver) takes a while on a busy machine.
  }, 120_000);
});
