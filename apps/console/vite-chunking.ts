import { existsSync, readFileSync } from "node:fs";

/** Where scripts/build.mjs hands the first pass's core module list to the second (decision 0014). */
export const CORE_MODULES_ENV = "VMS_CORE_MODULES";

/**
 * Manual chunking of the console build: with a core module list (written by the first pass of
 * scripts/build.mjs), every module the signed-in console needs before its first page (the
 * start, the shell, the API client; not what the sign-in page shares with it) goes into one
 * `core` chunk instead of the dozens of small common chunks automatic splitting makes of it.
 * Under HTTP/1.1 each of those costs a round trip on one of six connections. Without the list
 * (vitest, Storybook, the first pass itself) chunking stays automatic.
 */
export function consoleChunks(file = process.env[CORE_MODULES_ENV]) {
  if (!file || !existsSync(file)) return true;
  const core = new Set<string>(JSON.parse(readFileSync(file, "utf8")) as string[]);
  return {
    groups: [
      { name: "core", test: (id: string) => core.has(id), priority: 10, includeDependenciesRecursively: false },
    ],
  };
}
