import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { consoleChunks } from "./vite-chunking";
import { registryIndex } from "./vite-registry-index";

/** The local server the dev proxy forwards API, socket and asset calls to. */
const DEV_BACKEND = process.env.VMS_DEV_BACKEND ?? "http://127.0.0.1:8080";

/** Text files worth sending compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible output file, so the server sends
 * them as they are (@fastify/static `preCompressed`) instead of compressing on each request.
 * Build time pays for the highest levels once; source maps are left alone (only devtools read them).
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "vms-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipAsync(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

type OutputBundle = Record<string, { type: string; fileName: string; facadeModuleId?: string | null; imports?: string[] }>;

/** The chunk built from the module whose path ends with `suffix`, and every chunk it imports statically. */
function closureOf(bundle: OutputBundle, suffix: string): string[] {
  const start = Object.values(bundle).find((c) => c.type === "chunk" && c.facadeModuleId?.endsWith(suffix));
  if (!start) throw new Error(`vms-preload-start: no chunk for ${suffix} in the build`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const dep of bundle[file]?.imports ?? []) visit(dep);
  };
  visit(start.fileName);
  return [...files];
}

/**
 * Starts fetching what the first render waits for together with the entry script instead of after
 * it. main.tsx picks one of two starts (decision 0012): the sign-in page alone (/login without a
 * session) or the console; each then awaits the starting locale's catalogue. An inline script (in
 * <head>) makes the same choice, picks the locale as detectLocale() in @vms/i18n/react does (stored
 * choice, else the first zh or en browser language, else en-US), and adds modulepreload links for
 * that start's chunks and that catalogue; main.tsx's import()s then find them. The console also
 * gets the API client (every signed-in page calls it at once); the sign-in page fetches it after
 * its first paint.
 */
function preloadStart(): Plugin {
  return {
    name: "vms-preload-start",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as unknown as OutputBundle;
        const files: Record<string, string> = {};
        for (const chunk of Object.values(bundle)) {
          const locale = chunk.type === "chunk" ? /\/locales\/([\w-]+)\/messages\.js$/.exec(chunk.facadeModuleId ?? "")?.[1] : undefined;
          if (locale) files[locale] = `/${chunk.fileName}`;
        }
        if (!files["en-US"]) throw new Error("vms-preload-start: no en-US catalogue chunk in the build");
        const fresh = (list: string[]) => [...new Set(list)].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`);
        const signIn = fresh(closureOf(bundle, "/src/app/sign-in-start.tsx"));
        const app = fresh([...closureOf(bundle, "/src/app/start-app.tsx"), ...closureOf(bundle, "/src/shared/api/create-client.ts")]);
        const script =
          `(function(){var m=${JSON.stringify(files)},l,s;try{l=localStorage.getItem("vms.locale");s=localStorage.getItem("vms.session")}catch(e){}` +
          `if(!m[l]){l="en-US";var n=navigator.languages||[navigator.language];for(var i=0;i<n.length;i++){` +
          `var t=String(n[i]||"").split(";")[0].trim().toLowerCase();if(t.indexOf("zh")===0){l="zh-CN";break}if(t.indexOf("en")===0)break}}` +
          `var p=location.pathname==="/login"&&s==null?${JSON.stringify(signIn)}:${JSON.stringify(app)};p.push(m[l]);` +
          `for(var j=0;j<p.length;j++){var k=document.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=p[j];document.head.appendChild(k)}})()`;
        return [{ tag: "script", children: script, injectTo: "head" }];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    // Must run before react(): it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      quoteStyle: "double",
      // A route's loader travels with its component (one chunk per route): loaders import the
      // feature's queries and, through them, its API code, which /login's first load must not carry.
      codeSplittingOptions: {
        defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"], ["pendingComponent"]],
        splitBehavior: ({ routeId }) => (routeId === "/_shell" ? [] : undefined),
      },
    }),
    // Lingui macros (`t`, `<Trans>`) compile through Babel; plugin-react 6 has no babel option.
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    react(),
    registryIndex(),
    preloadStart(),
    precompress(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    proxy: {
      "/vms": DEV_BACKEND,
      "/ws-vms": { target: DEV_BACKEND, ws: true },
      "/user": DEV_BACKEND,
      "/healthz": DEV_BACKEND,
      "/files": DEV_BACKEND,
      "/cloud-storage": DEV_BACKEND,
    },
  },
  // The manifest lets scripts/bundle-size.mjs follow a route's lazy chunks to measure what a page loads.
  build: {
    outDir: "dist",
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: consoleChunks() } },
  },
});
