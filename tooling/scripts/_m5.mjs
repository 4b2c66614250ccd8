import { serverUnitGraph } from "./server-units.mjs";
const g = await serverUnitGraph();
const byTarget = new Map();
for (const [k, files] of g.edges) { if (!k.includes("modules/") || !k.split(" -> ")[0].startsWith("modules/") || !k.split(" -> ")[1].startsWith("modules/")) continue;
  for (const f of files) { const t = f.split(" -> ")[1]; byTarget.set(t, (byTarget.get(t) ?? 0) + 1); } }
for (const [t, n] of [...byTarget].sort()) if (!/-(module|port|service)\.ts$/.test(t)) console.log(n, t);
