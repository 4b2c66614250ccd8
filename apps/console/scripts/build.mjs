// `pnpm --filter @vms/console build`: two `vite build` passes (decision 0014). The first, in memory
// and unminified, lets vite-chunking.ts find from automatic splitting which modules the signed-in
// console's start needs that the sign-in page does not; the second builds dist/ with them grouped.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.VMS_CHUNKS_PASS = "analyze";
await build({ root, logLevel: "warn", build: { write: false, minify: false, sourcemap: false } });
process.env.VMS_CHUNKS_PASS = "final";
await build({ root });
