import os from "node:os";
import { fileURLToPath, URL } from "node:url";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { registryIndex } from "./vite-registry-index";

// Same Lingui macro transform and `@` alias as vite.config.ts, so components using macros can be
// tested; without the router plugin (tests import the committed routeTree.gen.ts).
export default defineConfig({
  plugins: [babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }), react(), registryIndex()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "*.test.ts"],
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // Whole-shell renders in jsdom take 3-7 s on a busy 2-core machine; 5 s (the default) was too tight.
    testTimeout: 20_000,
    // Vitest's default is one worker less than the CPUs: one file at a time on CI's 2 cores, with
    // the second core idle half the time (jsdom set-up and imports dominate); two use both.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
