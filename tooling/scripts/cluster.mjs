// npm run cluster (issue 32): builds, then starts CLUSTER_INSTANCES server instances on PostgreSQL
// behind HAProxy at http://127.0.0.1:${CLUSTER_PORT:-8090} with one device simulator process
// (apps/server/src/cli/cluster.ts). Needs PostgreSQL (DATABASE_URL) and Debian's haproxy.
import { spawnSync } from "node:child_process";
import { checkNode, ensurePnpm, run } from "./pnpm.mjs";

checkNode();
if (spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status !== 0) {
  console.error("npm run cluster needs HAProxy: apt-get install haproxy");
  process.exit(1);
}
const pnpm = ensurePnpm();
const steps = [
  ["install", "--frozen-lockfile"],
  ["turbo", "run", "build", "--filter=@vms/server...", "--filter=@vms/console...", "--filter=@vms/device-sim", "--filter=@vms/payment-sandbox"],
];
for (const args of steps) {
  if (run(pnpm, args) !== 0) process.exit(1);
}
// Ctrl-C reaches the launcher too (same process group): it stops what it started, this one waits.
process.on("SIGINT", () => undefined);
process.exit(run(process.execPath, ["apps/server/dist/cli/cluster.js"]));
