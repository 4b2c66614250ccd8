// Measures the JavaScript each page of the built console loads, gzipped (level 9, so the figures
// are deterministic for a given build): the first load (the entry script and what index.html's
// inline script preloads for that URL: the start main.tsx picks, the route's chunks, the registry
// chunks of the calls the start and route make; dist/.vite/preloads.json), then what the page
// fetches after it (followed through .vite/manifest.json). Each chunk counts with the en-US
// catalogue piece it awaits (decision 0015).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");

/**
 * What each measured page loads (decisions 0012, 0014). `signedIn`: whether the console starts
 * (else the sign-in page alone). `later`: modules fetched right after the first paint (the sign-in
 * page's API client, for branding and the sign-in calls, with the registry chunk of the sign-in
 * calls).
 */
export const PAGES = {
  "/login": { signedIn: false, later: ["src/shared/api/create-client.ts", "../../packages/api-client/dist/registry/auth.js"] },
  "/device/index": { signedIn: true, later: [] },
};

/** Reads dist/ and returns per-page and per-chunk gzip sizes in bytes. */
export function measure(dist = DIST) {
  for (const file of [".vite/manifest.json", ".vite/preloads.json"]) {
    if (!existsSync(path.join(dist, file))) throw new Error(`${path.join(dist, file)} is missing: run \`pnpm --filter @vms/console build\` first`);
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const preloads = JSON.parse(readFileSync(path.join(dist, ".vite/preloads.json"), "utf8"));

  /** Every file a manifest entry needs through static imports. */
  const closure = (key, files) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    if (key === "index.html" || files.has(entry.file)) return files;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) closure(dep, files);
    return files;
  };
  const byFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));

  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const source = readFileSync(path.join(dist, file));
      sizes.set(file, { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length });
    }
    return sizes.get(file);
  };
  const sum = (files) => [...files].reduce((n, f) => n + size(f).gzip, 0);
  /** Adds the en-US catalogue piece each chunk of `files` awaits (preloads.json lists them). */
  const english = preloads.locales.indexOf("en-US");
  const withPieces = (files) => {
    for (const file of [...files]) {
      const piece = preloads.pieces[`/${file}`]?.[english];
      if (piece) files.add(`${local(preloads.pieceDir)}${piece}.js`);
    }
  };

  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const inHtml = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const entry = manifest["index.html"].file;
  const local = (url) => url.replace(/^\//, "");

  const pages = Object.fromEntries(
    Object.entries(PAGES).map(([page, { signedIn, later }]) => {
      const route = signedIn ? preloads.routes.find((r) => new RegExp(r.pattern).test(page)) : undefined;
      if (signedIn && !route) throw new Error(`no route of preloads.json matches ${page}`);
      const preloaded = [...(signedIn ? preloads.app : preloads.signIn), ...(route?.files ?? [])].map(local);
      const first = new Set(inHtml);
      // Each preloaded file with what it imports statically (a preload list is complete; this checks it).
      for (const file of preloaded) closure(byFile.get(file), first);
      const files = new Set(first);
      for (const key of later) closure(key, files);
      withPieces(first);
      withPieces(files);
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
