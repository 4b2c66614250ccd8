// Prints the JavaScript each measured page loads, gzipped, chunk by chunk: the first load of any
// page (entry script + modulepreloads in dist/index.html) plus the lazy route chunks the page needs,
// followed through .vite/manifest.json. Run after `vite build`. A printout, not a budget: /login is
// still above the 120 kB target of the "fast from the first byte" issue.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

/** Route files each page renders; their split chunk (component, with its loader) is looked up in the manifest. */
const PAGES = {
  "/login": ["src/routes/_public/login.tsx"],
  "/device/index": ["src/routes/_shell.tsx", "src/routes/_shell/device/[index].tsx"],
};

/** The manifest key of a route file's lazy chunk that holds its component. */
function splitKey(route) {
  const key = Object.keys(manifest).find((k) => k.startsWith(`${route}?tsr-split=`) && k.includes("component"));
  if (!key) throw new Error(`${route} has no split component chunk in the build manifest`);
  return key;
}

const html = readFileSync(path.join(dist, "index.html"), "utf8");
const initial = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);

/** Every file a manifest entry needs through static imports (index.html stands for the initial set). */
function closure(key, files = new Set()) {
  const entry = manifest[key];
  if (!entry || key === "index.html") return files;
  if (files.has(entry.file)) return files;
  files.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, files);
  return files;
}

const gzipSizes = new Map();
function size(file) {
  if (!gzipSizes.has(file)) {
    const source = existsSync(path.join(dist, file)) ? readFileSync(path.join(dist, file)) : Buffer.alloc(0);
    gzipSizes.set(file, { raw: source.length, gzip: gzipSync(source, { level: 9 }).length });
  }
  return gzipSizes.get(file);
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
for (const [page, keys] of Object.entries(PAGES)) {
  const files = new Set(initial);
  for (const route of keys) closure(splitKey(route), files);
  const rows = [...files].map((file) => ({ file, ...size(file) })).sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${page}`);
  for (const r of rows) console.log(`${kb(r.raw)} kB raw ${kb(r.gzip)} kB gzip  ${path.basename(r.file)}${initial.includes(r.file) ? "" : "  (lazy)"}`);
  console.log(`${rows.length} scripts, ${kb(rows.reduce((s, r) => s + r.gzip, 0)).trim()} kB gzip`);
}
const largest = Object.values(manifest).filter((e) => e.file.endsWith(".js")).map((e) => ({ file: e.file, ...size(e.file) })).sort((a, b) => b.gzip - a.gzip)[0];
console.log(`\nlargest chunk: ${path.basename(largest.file)} ${kb(largest.gzip).trim()} kB gzip`);
