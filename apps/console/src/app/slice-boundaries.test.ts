// The lint rules that keep each slice's index.ts its only API (decision 0001 "Lint"), run through
// ESLint on small route sources: a relative deep import must fail like an `@/` one.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const cwd = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd });

async function sliceErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.message.includes("through its index.ts")).map((m) => m.message);
}

describe("slice APIs (decision 0001)", { timeout: 30_000 }, () => {
  // The first run loads the TypeScript resolver: slow on a busy machine.
  beforeAll(() => sliceErrors("src/routes/_shell/fixture.tsx", ""), 60_000);

  it("a route may import a feature and an entity through their index.ts", async () => {
    const source = 'export { SiteListPage } from "../../features/sites";\nexport { SiteRoleChip } from "../../entities/site";\n';
    expect(await sliceErrors("src/routes/_shell/fixture.tsx", source)).toEqual([]);
  });

  it("a route importing ../features/x/ui/y fails lint", async () => {
    const source = 'export { SiteListPage } from "../../features/sites/ui/site-list-page";\n';
    expect(await sliceErrors("src/routes/_shell/fixture.tsx", source)).toHaveLength(1);
  });

  it("a route importing @/features/x/ui/y fails lint", async () => {
    const source = 'export { SiteListPage } from "@/features/sites/ui/site-list-page";\n';
    expect((await sliceErrors("src/routes/_shell/fixture.tsx", source)).length).toBeGreaterThan(0);
  });

  it("a feature importing ../../entities/x/ui/y fails lint, its own ../ui/y does not", async () => {
    const deep = 'export { SiteRoleChip } from "../../../entities/site/ui/site-role-chip";\n';
    expect(await sliceErrors("src/features/sites/model/fixture.ts", deep)).toHaveLength(1);
    const own = 'export { SiteListPage } from "../ui/site-list-page";\n';
    expect(await sliceErrors("src/features/sites/model/fixture.ts", own)).toEqual([]);
  });
});
