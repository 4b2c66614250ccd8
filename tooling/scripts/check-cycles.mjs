// `pnpm cycles`: fails on any import cycle, type-only imports included, in each app and package
// (their src, e2e and bench folders), resolving `@/` and `.js` imports through its own tsconfig; and
// on the server, on a cycle between module folders or an import running up a layer.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import madge from "madge";
import { ROOT } from "./pnpm.mjs";
import { DOC, moduleMap, withMap } from "./module-map.mjs";
import { serverUnitGraph, unitCycles, upwardImports } from "./server-units.mjs";

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
// The server again at module-folder level (decision 0036): no cycle between its units (each module,
// core, db, lib, plugins, gateway, the root files), type imports included, and no import into a higher layer.
const graph = await serverUnitGraph();
const unitLoops = unitCycles(graph);
const upward = upwardImports(graph);
console.log(`apps/server units: ${graph.units.size} units, ${unitLoops.length} unit cycle(s), ${upward.length} import(s) running up a layer`);
for (const loop of unitLoops) console.log(`  cycle: ${loop.join(", ")}`);
for (const [edge, files] of upward) console.log(`  up: ${edge} (${files.join("; ")})`);
found += unitLoops.length + upward.length;
// docs/architecture.md's module map is this graph (run `pnpm module-map` after moving imports).
const doc = readFileSync(DOC, "utf8");
if (withMap(doc, moduleMap(graph)) !== doc) {
  console.log("docs/architecture.md: the module map is stale; run `pnpm module-map`");
  found++;
}
process.exit(found ? 1 : 0);
