// The server's import graph between units: `core`, `db`, `lib`, `plugins`, `gateway`, `cli`, each
// `modules/<name>`, and the root files (`root`). Production files only: tests and test support are left
// out, type-only imports are kept. `pnpm cycles` and `docs/architecture.md`'s module map read it.
import path from "node:path";
import madge from "madge";
import { ROOT } from "./pnpm.mjs";

export const SERVER = path.join(ROOT, "apps", "server");

/** Layer of each unit kind, bottom first (decision 0036). An import into a higher layer runs up. */
export const LAYERS = { core: 0, db: 0, lib: 1, plugins: 2, gateway: 2, module: 3, root: 4, cli: 5 };

const TEST_FILE = /(\.test\.ts|\.test-support\.ts|\.d\.ts)$|(^|\/)test-support\//;

export function unitOf(file) {
  const parts = file.split("/");
  if (parts[0] === "modules") return { name: `modules/${parts[1]}`, layer: LAYERS.module };
  if (parts.length === 1) return { name: "root", layer: LAYERS.root };
  return { name: parts[0], layer: LAYERS[parts[0]] ?? LAYERS.root };
}

/** `{ units: Map<name, {layer, files}>, edges: Map<"a -> b", [fileA -> fileB]> }` */
export async function serverUnitGraph() {
  const src = path.join(SERVER, "src");
  const result = await madge(src, {
    baseDir: src,
    fileExtensions: ["ts"],
    excludeRegExp: [/\.d\.ts$/, /\.test\.ts$/, /\.test-support\.ts$/, /(^|\/)test-support\//],
    tsConfig: path.join(SERVER, "tsconfig.json"),
  });
  const units = new Map();
  const edges = new Map();
  for (const [file, deps] of Object.entries(result.obj())) {
    if (TEST_FILE.test(file)) continue;
    const from = unitOf(file);
    if (!units.has(from.name)) units.set(from.name, { layer: from.layer, files: 0 });
    units.get(from.name).files++;
    for (const dep of deps) {
      if (TEST_FILE.test(dep) || dep.startsWith("..")) continue;
      const to = unitOf(dep);
      if (to.name === from.name) continue;
      const key = `${from.name} -> ${to.name}`;
      if (!edges.has(key)) edges.set(key, []);
      edges.get(key).push(`${file} -> ${dep}`);
    }
  }
  return { units, edges };
}

/** Strongly connected groups of more than one unit (Tarjan). */
export function unitCycles({ units, edges }) {
  const out = new Map([...units.keys()].map((u) => [u, []]));
  for (const key of edges.keys()) {
    const [a, b] = key.split(" -> ");
    out.get(a)?.push(b);
  }
  let index = 0;
  const idx = new Map(), low = new Map(), stack = [], on = new Set(), groups = [];
  const visit = (v) => {
    idx.set(v, index); low.set(v, index); index++; stack.push(v); on.add(v);
    for (const w of out.get(v) ?? []) {
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const group = [];
      let w;
      do { w = stack.pop(); on.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of out.keys()) if (!idx.has(v)) visit(v);
  return groups;
}

/** Imports from a unit into a unit of a higher layer. */
export function upwardImports({ units, edges }) {
  return [...edges.entries()].filter(([key]) => {
    const [a, b] = key.split(" -> ");
    return (units.get(b)?.layer ?? 0) > units.get(a).layer;
  });
}
