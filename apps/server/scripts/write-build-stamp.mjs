// Writes dist/build-stamp.json at build time (`pnpm build`): the build time and the commit, so a
// built server reports them on /system/version/get even without git or CI variables at runtime.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const file = process.argv[2] ?? path.join(root, "dist", "build-stamp.json");

function commit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}

mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify({ buildTime: new Date().toISOString(), commit: commit() })}\n`);
