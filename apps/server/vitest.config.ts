import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Integration tests start PGlite (WebAssembly) and create PostgreSQL databases: give them room.
    testTimeout: 30_000,
    // A busy 2-core machine has taken over 60 s to start PGlite and migrate it.
    hookTimeout: 180_000,
  },
});
