import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Integration tests start PGlite (WebAssembly) and create PostgreSQL databases: give them room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
