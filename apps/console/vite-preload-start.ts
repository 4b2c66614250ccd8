import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { installPieceLoader, LOCALES } from "@vms/i18n";
import type { Plugin } from "vite";
import { PIECE_DIR, piecesOf } from "./vite-catalogue-split";
import { readRegistryGroups } from "./vite-registry-index";

interface BundleChunk {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
  code?: string;
}
type OutputBundle = Record<string, BundleChunk>;

/** What the inline script preloads, written to dist/.vite/preloads.json (URLs of the built files). */
export interface PreloadTable {
  /**
   * The catalogue pieces each chunk awaits, one per locale in `locales` order (decision 0015): every
   * chunk here (scripts/bundle-measure.mjs counts them), those it may preload in the inline script.
   */
  pieces: Record<string, string[]>;
  pieceDir: string;
  locales: readonly string[];
  signIn: string[];
  app: string[];
  routes: Array<{ pattern: string; files: string[] }>;
}

const SIGN_IN_START = "/src/app/sign-in-start.tsx";
const CONSOLE_START = "/src/app/start-app.tsx";
const API_CLIENT = "/src/shared/api/create-client.ts";

/** The chunk built from the module whose path ends with `suffix`, and every chunk it imports statically. */
function closureOf(bundle: OutputBundle, suffix: string): string[] {
  const start = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId?.endsWith(suffix));
  if (!start) throw new Error(`vms-preload-start: no chunk for ${suffix} in the build`);
  return closureFrom(bundle, start.fileName);
}

function closureFrom(bundle: OutputBundle, fileName: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const dep of bundle[file]?.imports ?? []) visit(dep);
  };
  visit(fileName);
  return [...files];
}

/** A splat route (`$.tsx`: the shell's "Page not found"): it matches every URL, so it is never preloaded. */
export const isSplat = (routeFile: string): boolean => /(^|[/.])\$\.tsx$/.test(routeFile);

/**
 * The URL pattern of a file route (TanStack file naming): pathless `_x` segments vanish, `.`
 * separates segments, `$x` is one path segment, `[x]` the literal `x`, `index` the parent path.
 */
export function routePattern(routeFile: string): string {
  const segments = routeFile
    .replace(/\.tsx$/, "")
    .split(/[/.]/)
    .filter((s) => s !== "" && !s.startsWith("_"));
  if (segments.at(-1) === "index") segments.pop();
  const parts = segments.map((s) => (s.startsWith("$") ? "[^/]+" : s.replace(/^\[(.*)\]$/, "$1").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return `^/${parts.join("/")}${parts.length > 0 ? "/?" : ""}$`;
}

/** `/vms` paths a chunk's code names, as string literals. */
export function apiPathsIn(code: string): string[] {
  return [...code.matchAll(/["'`](\/[a-z][\w-]*(?:\/[\w-]+)+)["'`]/gi)].map((m) => m[1]!);
}

/**
 * Starts fetching what the first render waits for together with the entry script instead of after
 * it (decisions 0005, 0012, 0014). main.tsx picks one of two starts: the sign-in page alone (/login
 * without a session) or the console. An inline script (in <head>) makes the same choice, picks
 * the locale as detectLocale() in @vms/i18n/react does (stored choice, else the first zh or en
 * browser language, else en-US), installs the catalogue-piece loader in that locale, and adds
 * modulepreload links for that start's chunks, and fetches their catalogue pieces (decision 0015);
 * main.tsx's import()s then find them. The console also gets:
 * - the API client (every signed-in page calls it at once);
 * - the chunks of the route the URL names, which the router would otherwise only request once the
 *   start has run;
 * - the registry chunks (schemas) of the `/vms` calls its start and that route name, which the
 *   client would otherwise fetch on each domain's first call, one round trip before the call;
 * - the stored branding's logo (the shell's largest image), as an image preload.
 * The sign-in page fetches its API client after its first paint.
 */
export function preloadStart(): Plugin {
  let outDir = "dist";
  let preloads: PreloadTable | null = null;
  return {
    name: "vms-preload-start",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // scripts/bundle-measure.mjs counts what index.html preloads for a page from this table.
    async writeBundle() {
      if (!preloads) return;
      await mkdir(path.join(outDir, ".vite"), { recursive: true });
      await writeFile(path.join(outDir, ".vite/preloads.json"), JSON.stringify(preloads, null, 1));
    },
    transformIndexHtml: {
      order: "post",
      async handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as unknown as OutputBundle;
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
        // Registry chunks by /vms path.
        const registryChunk = new Map<string, string>();
        for (const group of await readRegistryGroups()) {
          // A registry file's own chunk, or the group chunk holding it (vite-chunking.ts).
          const chunk = chunks.find((c) => c.moduleIds?.some((id) => id.endsWith(`/api-client/dist/registry/${group.file}.js`)));
          if (chunk) for (const p of group.paths) registryChunk.set(p, chunk.fileName);
        }
        // The API client's own chunks hold the whole path table: not calls of the page.
        const client = new Set(closureOf(bundle, API_CLIENT));
        const withRegistry = (files: string[]) => {
          const calls = files.filter((f) => !client.has(f)).flatMap((f) => apiPathsIn(bundle[f]?.code ?? ""));
          const registry = calls.map((p) => registryChunk.get(p)).filter((f): f is string => f !== undefined);
          return [...files, ...registry.flatMap((f) => closureFrom(bundle, f))];
        };

        const inHtml = (file: string) => html.includes(`/${file}"`);
        const signIn = [...new Set(closureOf(bundle, SIGN_IN_START))].filter((f) => !inHtml(f)).map((f) => `/${f}`);
        const appFiles = new Set(withRegistry([...closureOf(bundle, CONSOLE_START), ...closureOf(bundle, API_CLIENT)]).filter((f) => !inHtml(f)));
        const app = [...appFiles].map((f) => `/${f}`);

        // Each routed page: its pattern and the files it adds to the console's start.
        const files: string[] = [];
        const indexOf = (f: string) => (files.includes(f) ? files.indexOf(f) : files.push(f) - 1);
        const routes = chunks
          .filter((c) => /\/src\/routes\/.*\?tsr-split=component/.test(c.facadeModuleId ?? "") && !isSplat((c.facadeModuleId ?? "").replace(/\?.*$/, "")))
          .map((c) => {
            const routeFile = (c.facadeModuleId ?? "").replace(/^.*\/src\/routes\//, "").replace(/\?.*$/, "");
            const own = withRegistry(closureFrom(bundle, c.fileName)).filter((f) => !appFiles.has(f) && !inHtml(f));
            return [routePattern(routeFile), [...new Set(own)].map((f) => indexOf(`/${f}`))] as const;
          });

        // The catalogue pieces of every chunk; the script needs those of the chunks it may preload.
        const pieces: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const own = piecesOf(chunk.code ?? "");
          if (own) pieces[`/${chunk.fileName}`] = own;
        }
        const preloadable = Object.fromEntries([...signIn, ...app, ...files].filter((f) => pieces[f]).map((f) => [f, pieces[f]!]));

        preloads = {
          pieces,
          pieceDir: `/${PIECE_DIR}`,
          locales: LOCALES,
          signIn,
          app,
          routes: routes.map(([pattern, list]) => ({ pattern, files: list.map((i) => files[i]!) })),
        };
        const script = startScript({ signIn, app, files, routes, pieces: preloadable });
        return [{ tag: "script", children: script, injectTo: "head" }];
      },
    },
  };
}

/** The loader's source, as index.html runs it: comments and line breaks dropped (tsc ends statements with `;`). */
const loaderSource = () =>
  installPieceLoader
    .toString()
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/\s*\n\s*/g, "");

interface StartScriptInput {
  signIn: string[];
  app: string[];
  files: string[];
  routes: ReadonlyArray<readonly [string, number[]]>;
  pieces: Record<string, string[]>;
}

/** The inline script of index.html (see preloadStart). */
export function startScript({ signIn, app, files, routes, pieces }: StartScriptInput): string {
  return (
    `(function(){var L=${JSON.stringify(LOCALES)},l,s,b;try{l=localStorage.getItem("vms.locale");s=localStorage.getItem("vms.session");b=JSON.parse(localStorage.getItem("vms.branding")||"null")}catch(e){}` +
    `if(L.indexOf(l)<0){l="en-US";var n=navigator.languages||[navigator.language];for(var i=0;i<n.length;i++){` +
    `var t=String(n[i]||"").split(";")[0].trim().toLowerCase();if(t.indexOf("zh")===0){l="zh-CN";break}if(t.indexOf("en")===0)break}}` +
    `var G=(${loaderSource()})(l,L,"/${PIECE_DIR}"),q=${JSON.stringify(pieces)};` +
    `var a=location.pathname==="/login"&&s==null,p=a?${JSON.stringify(signIn)}:${JSON.stringify(app)};` +
    `if(!a){var f=${JSON.stringify(files)},r=${JSON.stringify(routes)};for(var x=0;x<r.length;x++)if(new RegExp(r[x][0]).test(location.pathname)){for(var y=0;y<r[x][1].length;y++)p.push(f[r[x][1][y]]);break}}` +
    `function add(h,as){var k=document.createElement("link");k.rel=as?"preload":"modulepreload";if(as)k.as=as;else k.crossOrigin="";k.href=h;document.head.appendChild(k)}` +
    // A piece is fetched at once (not only preloaded): its chunk will await it as soon as it runs.
    `for(var j=0;j<p.length;j++){add(p[j]);if(q[p[j]])G.need(q[p[j]]).catch(function(){})}` +
    // The shell shows the stored branding's logo; a relative URL of this site only.
    `var u=!a&&b&&b.extra&&(b.extra.logoLcrs||b.icon);if(typeof u==="string"&&u.charAt(0)==="/"&&u.charAt(1)!=="/")add(u,"image")})()`
  );
}
