// First README command: install, build, then start the product with demo data.
import { checkNode, ensurePnpm, run } from "./pnpm.mjs";

checkNode();
const pnpm = ensurePnpm();
const steps = [
  ["install", "--frozen-lockfile"],
  ["turbo", "run", "build", "--filter=@vms/server...", "--filter=@vms/console..."],
];
for (const args of steps) {
  if (run(pnpm, args) !== 0) process.exit(1);
}
process.exit(run(pnpm, ["start"], { env: { VMS_DEMO: process.env.VMS_DEMO ?? "1" } }));
