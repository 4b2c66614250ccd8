// Measures the JavaScript each page of the built console loads, gzipped (level 9, so the figures
// are deterministic for a given build): the first load of any page (entry script + modulepreloads
// in dist/index.html), the route's lazy chunks (followed through .vite/manifest.json), and what
// every page fetches at start: the active locale's catalogue and the API client (both lazy chunks).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");

/** Route files each measured page renders; their split component chunk is looked up in the manifest. */
export const PAGES = {
  "/login": ["src/routes/_public/login.tsx"],
  "/device/index": ["src/routes/_shell.tsx", "src/routes/_shell/device/[index].tsx"],
};

/** Dynamic imports every page makes at start (main.tsx loads the catalogue, the first call the client). */
const AT_START = ["../../packages/i18n/dist/locales/en-US/messages.js", "src/shared/api/create-client.ts"];

/** Reads dist/ and returns per-page and per-chunk gzip sizes in bytes. */
export function measure(dist = DIST) {
  const manifestFile = path.join(dist, ".vite/manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`pnpm --filter @vms/console build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

  const splitKey = (route) => {
    const key = Object.keys(manifest).find((k) => k.startsWith(`${route}?tsr-split=`) && k.includes("component"));
    if (!key) throw new Error(`${route} has no split component chunk in the build manifest`);
    return key;
  };
  /** Every file a manifest entry needs through static imports. */
  const closure = (key, files) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    if (key === "index.html" || files.has(entry.file)) return files;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) closure(dep, files);
    return files;
  };

  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const source = readFileSync(path.join(dist, file));
      sizes.set(file, { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  const sum = (files) => [...files].reduce((n, f) => n + size(f).gzip, 0);

  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const initial = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const entry = manifest["index.html"].file;

  const pages = Object.fromEntries(
    Object.entries(PAGES).map(([page, routes]) => {
      const files = new Set(initial);
      for (const key of [...AT_START, ...routes.map(splitKey)]) closure(key, files);
      const rows = [...files].map((file) => ({ ...size(file), lazy: !initial.includes(file) })).sort((a, b) => b.gzip - a.gzip);
      return [page, { initial: sum(initial), total: sum(files), rows }];
    }),
  );
  const chunks = [...new Set(Object.values(manifest).map((e) => e.file))]
    .filter((f) => f.endsWith(".js"))
    .map(size)
    .sort((a, b) => b.gzip - a.gzip);
  return { pages, entry: size(entry), chunks };
}
