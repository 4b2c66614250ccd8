import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { API_VERSION, type VersionInfo } from "@vms/api-client";
import { PACKAGE_JSON, SERVER_ROOT } from "../../core/server-paths.js";

const run = promisify(execFile);
const UNKNOWN = "unknown";

/** Written by `pnpm build` (scripts/write-build-stamp.mjs) beside the compiled server. */
export const BUILD_STAMP_FILE = path.join(SERVER_ROOT, "dist", "build-stamp.json");

/** Build time and commit. */
export interface BuildStamp {
  buildTime: string | null;
  commit: string | null;
}

/** The stamp the build wrote, or nulls when there is none (running from source). */
export async function readBuildStamp(file: string = BUILD_STAMP_FILE): Promise<BuildStamp> {
  try {
    const raw = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === "string" && value ? value : null);
    return { buildTime: text(raw.buildTime), commit: text(raw.commit) };
  } catch {
    return { buildTime: null, commit: null };
  }
}

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
 * Version information, worked out once at startup. CI variables (VMS_BUILD_TIME / VMS_COMMIT) win;
 * else the stamp the build wrote; else the commit from git; "unknown" only when running unbuilt.
 */
export async function resolveBuildInfo(stamp: BuildStamp, stampFile: string = BUILD_STAMP_FILE): Promise<VersionInfo> {
  const built = await readBuildStamp(stampFile);
  return {
    version: await readServerVersion(),
    apiVersion: API_VERSION,
    buildTime: stamp.buildTime ?? built.buildTime ?? UNKNOWN,
    commit: stamp.commit ?? built.commit ?? (await gitShortHead()) ?? UNKNOWN,
  };
}
