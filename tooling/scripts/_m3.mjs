import { serverUnitGraph, unitCycles, upwardImports } from "./server-units.mjs";
const g = await serverUnitGraph();
const up = upwardImports(g);
console.log("units", g.units.size, "unit edges", g.edges.size, "upward unit edges", up.length, "upward file imports", up.reduce((n, [, f]) => n + f.length, 0));
console.log("cycles incl root:", unitCycles(g).map((c) => c.length));
g.units.delete("root");
for (const k of [...g.edges.keys()]) if (k.includes("root")) g.edges.delete(k);
console.log("cycles excl root:", unitCycles(g).map((c) => c.join(",")));
