import type { TestProject } from "vitest/node";
import { createPgliteTemplate } from "./src/test-support/pglite-template.js";

/** Once per run: the migrated PGlite directory every test server starts from (a copy of it). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await createPgliteTemplate();
  project.provide("pgliteTemplate", template.dir);
  return template.remove;
}
