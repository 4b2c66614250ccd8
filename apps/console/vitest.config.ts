import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath, URL } from "node:url";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { registryIndex } from "./vite-registry-index";

const TESTS = ["src/**/*.test.ts", "src/**/*.test.tsx", "*.test.ts"];
// A module mock (vi.mock) replaces a module only for importers loaded after it: in a shared module
// graph another file may have loaded them first. Files that mock modules run isolated; the rest
// share one graph and document per worker (4 times faster: MUI, the router and jsdom load once),
// with vitest.setup.ts clearing the app-wide state each test leaves (decision 0016).
const MOCKING = readdirSync(new URL("./src", import.meta.url), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(new URL(file, import.meta.url), "utf8")));

// Same Lingui macro transform and `@` alias as vite.config.ts, so components using macros can be
// tested; without the router plugin (tests import the committed routeTree.gen.ts).
export default defineConfig({
  plugins: [babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }), react(), registryIndex()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Whole-shell renders in jsdom take 3-7 s on a busy 2-core machine; 5 s (the default) was too tight.
    testTimeout: 20_000,
    // Vitest's default is one worker less than the CPUs: one file at a time on CI's 2 cores, with
    // the second core idle half the time (jsdom set-up and imports dominate); two use both.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: "shared", include: TESTS, exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: "isolated", include: MOCKING } },
    ],
  },
});
