// `pnpm cycles`: fails on any import cycle, type-only imports included, in each app and package
// (their src, e2e and bench folders), resolving `@/` and `.js` imports through its own tsconfig.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import madge from "madge";
import { ROOT } from "./pnpm.mjs";

const workspaces = ["apps", "packages"].flatMap((group) =>
  readdirSync(path.join(ROOT, group)).map((d) => path.join(ROOT, group, d)).filter((d) => existsSync(path.join(d, "src"))),
);

let found = 0;
for (const dir of workspaces) {
  const roots = ["src", "e2e", "bench"].map((d) => path.join(dir, d)).filter((d) => existsSync(d));
  const result = await madge(roots, {
    baseDir: dir,
    fileExtensions: ["ts", "tsx"],
    excludeRegExp: [/\.d\.ts$/, /routeTree\.gen\.ts$/],
    tsConfig: path.join(dir, "tsconfig.json"),
  });
  const cycles = result.circular();
  found += cycles.length;
  console.log(`${path.relative(ROOT, dir)}: ${cycles.length ? `${cycles.length} import cycle(s)` : "no import cycle"}`);
  for (const cycle of cycles) console.log(`  ${[...cycle, cycle[0]].join(" -> ")}`);
}
process.exit(found ? 1 : 0);
