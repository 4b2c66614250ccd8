// The server's layers (decision 0036), run through ESLint on planted sources: each violation the
// issue names fails lint, and the allowed paths stay quiet.
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const cwd = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("server layers (decision 0036)", { timeout: 60_000 }, () => {
  // The first run loads the TypeScript resolver: slow on a busy machine.
  beforeAll(() => layerErrors("src/modules/alarms/fixture.ts", ""), 120_000);

  it("a module importing another module's repository fails lint", async () => {
    const source = 'export { createPlateRepository } from "../plates/plate-repository.js";\n';
    expect(await layerErrors("src/modules/alarms/fixture.ts", source)).toEqual([expect.stringContaining("never imports another module's repository")]);
  });

  it("a module importing another module's internal file fails lint; its service, port and module file do not", async () => {
    const internal = 'export { registerPlateHandlers } from "../plates/plate-handlers.js";\n';
    expect(await layerErrors("src/modules/alarms/fixture.ts", internal)).toEqual([expect.stringContaining("only through its module, port or service file")]);
    const allowed = [
      'export { createPlateService } from "../plates/plate-service.js";',
      'export { registerPlatesModule } from "../plates/plates-module.js";',
      'export type { OpLogWriter } from "../op-logs/op-log-port.js";',
      'export { createPlateRepository } from "./fixture-own-repository.js";',
    ].join("\n");
    expect(await layerErrors("src/modules/alarms/fixture.ts", allowed)).toEqual([]);
  });

  it("plugins importing a module fails lint", async () => {
    const source = 'export { createCallerLoader } from "../modules/access/caller.js";\n';
    expect(await layerErrors("src/plugins/fixture.ts", source)).toEqual([expect.stringContaining("plugins import no module")]);
  });

  it("core, db and lib importing a module, a plugin or a root file fail lint", async () => {
    expect(await layerErrors("src/core/fixture.ts", 'export { buildApp } from "../app.js";\n')).toHaveLength(1);
    expect(await layerErrors("src/core/fixture.ts", 'export { QuietRequestLog } from "../plugins/request-log.js";\n')).toHaveLength(1);
    expect(await layerErrors("src/db/fixture.ts", 'export { AppError } from "../core/app-error.js";\n')).toHaveLength(1);
    expect(await layerErrors("src/lib/fixture.ts", 'export { isUuid } from "../core/ids.js";\nexport { createSiteAccess } from "../modules/sites/site-access.js";\n')).toHaveLength(1);
  });

  it("a module importing the composition root fails lint", async () => {
    expect(await layerErrors("src/modules/alarms/fixture.ts", 'export { buildApp } from "../../app.js";\n')).toHaveLength(1);
  });
});
