// `pnpm --filter @vms/console build`: two `vite build` passes (decision 0014). The first, in memory
// and unminified, finds which modules the signed-in console's start needs (the static closure of
// the start, the shell and the API client, minus what the sign-in page and the entry share with
// it); the second builds dist/ with those modules grouped into one `core` chunk.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LIST = path.join(ROOT, "node_modules/.cache/vms-core-modules.json");
/** A module at least this share of the signed-in pages load joins the core (0.3: fewest scripts for /device/index without growing it; measured 2026-11-27). */
const COMMON_SHARE = 0.3;

/** The chunks reachable from the chunk built from `suffix` through static (and, with `lazy`, dynamic) imports. */
function closure(chunks, suffix, lazy = false) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const start = chunks.find((c) => (suffix === "entry" ? c.isEntry : c.facadeModuleId?.endsWith(suffix)));
  if (!start) throw new Error(`build: no chunk for ${suffix}`);
  const seen = new Set();
  const visit = (chunk) => {
    // Signing in starts the console (a dynamic import of the start): not the sign-in page's own code.
    if (!chunk || seen.has(chunk) || (chunk !== start && chunk.facadeModuleId?.endsWith("/src/app/start-app.tsx"))) return;
    seen.add(chunk);
    for (const file of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) visit(byFile.get(file));
  };
  visit(start);
  return [...seen];
}

const modulesOf = (list) => new Set(list.flatMap((c) => c.moduleIds));

delete process.env.VMS_CORE_MODULES;
const result = await build({ root: ROOT, logLevel: "warn", build: { write: false, minify: false, sourcemap: false } });
const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === "chunk");
// Whatever the sign-in page may load (its API client and registry chunks, the second-factor dialog)
// stays out of the core, or signing in would fetch the whole console.
const shared = modulesOf([...closure(chunks, "entry"), ...closure(chunks, "/src/app/sign-in-start.tsx", true)]);
// Modules most signed-in pages load (a table, a tooltip, a chip...) join the core too: fetched once
// with the start instead of as a handful of small chunks per page. Their imports are at least as
// common, so they come along.
const pages = chunks.filter((c) => /\/src\/routes\/_shell\/.*\?tsr-split=component/.test(c.facadeModuleId ?? ""));
const uses = new Map();
for (const page of pages) for (const id of modulesOf(closure(chunks, page.facadeModuleId))) uses.set(id, (uses.get(id) ?? 0) + 1);
const common = [...uses].filter(([, n]) => n >= pages.length * COMMON_SHARE).map(([id]) => id);
const core = [...new Set([...modulesOf(closure(chunks, "/src/app/start-app.tsx")), ...common])]
  // The start stays a chunk of its own (main.tsx and index.html's preloads find it by module).
  .filter((id) => !shared.has(id) && !id.endsWith("/src/app/start-app.tsx"))
  .sort();
mkdirSync(path.dirname(LIST), { recursive: true });
writeFileSync(LIST, JSON.stringify(core));
console.log(`build: ${core.length} modules in the console's core chunk`);

process.env.VMS_CORE_MODULES = LIST;
await build({ root: ROOT });
