import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { catalogueSplit } from "./vite-catalogue-split";
import { consoleChunking } from "./vite-chunking";
import { browserTexts } from "./vite-browser-texts";
import { preloadStart } from "./vite-preload-start";
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

const chunking = consoleChunking(fileURLToPath(new URL(".", import.meta.url)));

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
    browserTexts(),
    preloadStart(),
    chunking.plugin,
    catalogueSplit(),
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
    rolldownOptions: { output: { codeSplitting: chunking.codeSplitting } },
  },
});
