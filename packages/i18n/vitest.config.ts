import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Node by default (catalog checks read files); React tests opt into jsdom per file.
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    // Loading lingui.config.ts and compiling catalogs takes a few seconds on a cold cache.
    testTimeout: 20_000,
  },
});
