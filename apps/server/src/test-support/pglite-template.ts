import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { openPglite } from "../db/pglite.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PGlite data directory initialised and migrated once per run (vitest.global-setup.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Creates the template: PGlite's initdb takes about 4 s on a 2-core machine and every server a
 * test starts used to pay it; a copy of this directory opens in about 1 s and is already migrated.
 */
export async function createPgliteTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vms-pglite-template-"));
  const handle = await openPglite(dir);
  await handle.migrate();
  await handle.close();
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Fills `pgliteDir` (which must not exist yet or be empty) with a copy of the run's template, so
 * the server opens an initialised, migrated database. Without the template (a test file run
 * outside this config) it does nothing and the server initialises the directory itself.
 */
export async function seedPgliteDir(pgliteDir: string): Promise<void> {
  const template = inject("pgliteTemplate");
  if (!template) return;
  const existing = await readdir(pgliteDir).catch(() => []);
  if (existing.length > 0) return;
  await cp(template, pgliteDir, { recursive: true });
}
