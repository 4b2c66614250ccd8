import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["./vitest.global-setup.ts"],
    // Vitest's default is one worker less than the CPUs: one file at a time on CI's 2 cores. These
    // files mostly wait (sockets, PostgreSQL, simulated devices), so two at a time nearly halve the
    // run (1,096 → 602 s here, with the PGlite template); each file has its own server and database.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Integration tests start PGlite (WebAssembly) and create PostgreSQL databases: give them room.
    testTimeout: 30_000,
    // A busy 2-core machine has taken over 60 s to start PGlite and migrate it.
    hookTimeout: 180_000,
  },
});
