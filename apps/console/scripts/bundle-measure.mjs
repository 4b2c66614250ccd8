// Measures the JavaScript each page of the built console loads, gzipped (level 9, so the figures
// are deterministic for a given build): the first load (the entry script, the chunks of the start
// main.tsx picks for the page, which index.html preloads, and the en-US catalogue), then the
// route's lazy chunks (followed through .vite/manifest.json) and what the page fetches right after
// its first paint.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");

/**
 * What each measured page loads (decision 0012). `start`: the module main.tsx imports for it (its
 * chunks are preloaded from index.html with the entry and the locale catalogue: the first load).
 * `routes`: route files whose split component chunks the page renders. `later`: modules fetched
 * right after the first paint (the sign-in page's API client, for branding and the sign-in calls).
 */
export const PAGES = {
  "/login": { start: "src/app/sign-in-start.tsx", routes: [], later: ["src/shared/api/create-client.ts"] },
  "/device/index": { start: "src/app/start-app.tsx", routes: ["src/routes/_shell/device/[index].tsx"], later: [] },
};

/** The en-US catalogue: main.tsx awaits the starting locale's before the first render. */
const CATALOGUE = "../../packages/i18n/dist/locales/en-US/messages.js";
/** The signed-in console preloads the API client with its first load (every page calls at once). */
const CONSOLE_CLIENT = "src/shared/api/create-client.ts";

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
  const inHtml = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const entry = manifest["index.html"].file;

  const pages = Object.fromEntries(
    Object.entries(PAGES).map(([page, { start, routes, later }]) => {
      const first = new Set(inHtml);
      for (const key of [start, CATALOGUE, ...(start.endsWith("start-app.tsx") ? [CONSOLE_CLIENT] : [])]) closure(key, first);
      const files = new Set(first);
      for (const key of [...routes.map(splitKey), ...later]) closure(key, files);
      const rows = [...files].map((file) => ({ ...size(file), lazy: !first.has(file) })).sort((a, b) => b.gzip - a.gzip);
      return [page, { initial: sum(first), total: sum(files), rows }];
    }),
  );
  const chunks = [...new Set(Object.values(manifest).map((e) => e.file))]
    .filter((f) => f.endsWith(".js"))
    .map(size)
    .sort((a, b) => b.gzip - a.gzip);
  return { pages, entry: size(entry), chunks };
}
