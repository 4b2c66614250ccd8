import { serverUnitGraph, unitCycles, upwardImports } from "./server-units.mjs";
const g = await serverUnitGraph();
console.log("units", g.units.size, "edges", g.edges.size);
for (const c of unitCycles(g)) console.log("cycle", c.length, c.join(", "));
for (const [k, files] of upwardImports(g)) console.log("UP", k, files.slice(0, 4).join(" | "));
