import { serverUnitGraph, unitCycles, upwardImports } from "./server-units.mjs";
const g = await serverUnitGraph();
for (const [k, f] of upwardImports(g)) console.log("UP", k, f.join(" | "));
const cyc = unitCycles(g);
for (const c of cyc) { const set = new Set(c); for (const [k, f] of g.edges) { const [a, b] = k.split(" -> "); if (set.has(a) && set.has(b)) console.log("CYC", k, f.join(" | ")); } }
