import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { API_VERSION, type VersionInfo } from "@vms/api-client";
import { PACKAGE_JSON, SERVER_ROOT } from "../../server-paths.js";

const run = promisify(execFile);
const UNKNOWN = "unknown";

/** The server package version (the product version shown on the about screen). */
export async function readServerVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(PACKAGE_JSON, "utf8")) as { version?: unknown };
  return typeof pkg.version === "string" ? pkg.version : UNKNOWN;
}

/** Short commit of the checkout the server runs from, or null outside a git work tree. */
export async function gitShortHead(cwd: string = SERVER_ROOT): Promise<string | null> {
  try {
    const { stdout } = await run("git", ["rev-parse", "--short", "HEAD"], { cwd, timeout: 2_000 });
    return stdout.trim() || null;
  } catch {
    // No git binary, not a checkout (e.g. a container image), or no commit yet.
    return null;
  }
}

/**
 * Version information, worked out once at startup. CI stamps VMS_BUILD_TIME / VMS_COMMIT;
 * without them the commit comes from git when available, else "unknown".
 */
export async function resolveBuildInfo(stamp: { buildTime: string | null; commit: string | null }): Promise<VersionInfo> {
  return {
    version: await readServerVersion(),
    apiVersion: API_VERSION,
    buildTime: stamp.buildTime ?? UNKNOWN,
    commit: stamp.commit ?? (await gitShortHead()) ?? UNKNOWN,
  };
}
