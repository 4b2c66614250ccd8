import { serverUnitGraph } from "./server-units.mjs";
const g = await serverUnitGraph();
const want = process.argv[2];
for (const [k, files] of g.edges) if (k.startsWith(want + " ->")) console.log(k, "\n   ", files.join("\n    "));
