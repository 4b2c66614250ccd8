// Finds pnpm 12 or installs it into .tools/ with npm, so a fresh clone needs only Node.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const PNPM_VERSION = "12.21.0";
const LOCAL = path.join(ROOT, ".tools", "node_modules", ".bin", "pnpm");

function versionOf(cmd) {
  try {
    return execFileSync(cmd, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

/**
 * Path of a pnpm 12 binary, installing one locally when none is on PATH. A local pnpm is also put on
 * PATH for child processes: turbo and package scripts look pnpm up there.
 */
export function ensurePnpm() {
  if (versionOf("pnpm").startsWith("12.")) return "pnpm";
  if (!(existsSync(LOCAL) && versionOf(LOCAL).startsWith("12."))) installLocal();
  process.env.PATH = `${path.dirname(LOCAL)}${path.delimiter}${process.env.PATH ?? ""}`;
  return LOCAL;
}

function installLocal() {
  console.log(`[setup] installing pnpm@${PNPM_VERSION} into .tools/ ...`);
  const r = spawnSync("npm", ["install", "--no-save", "--no-package-lock", "--prefix", path.join(ROOT, ".tools"), `pnpm@${PNPM_VERSION}`], {
    stdio: "inherit",
    cwd: ROOT,
  });
  if (r.status !== 0 || !existsSync(LOCAL)) throw new Error("could not install pnpm");
}

export function checkNode() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: this repository needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

/** Runs a command in the repo root, streaming output; returns the exit status. */
export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
  return r.status ?? 1;
}
