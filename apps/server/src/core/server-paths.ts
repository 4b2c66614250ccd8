import path from "node:path";
import { fileURLToPath } from "node:url";

// This file sits at apps/server/src/core/server-paths.ts under vitest/tsx and at
// apps/server/dist/core/server-paths.js in production: two levels up is the package root either way,
// so files next to the package are found whatever the working directory is.
const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/server (the package root). */
export const SERVER_ROOT = path.resolve(here, "..", "..");
/** Default branding files served under /user/branding/. */
export const BRANDING_ASSETS_DIR = path.join(SERVER_ROOT, "assets", "branding");
/** The server's package.json (its `version` is the product version). */
export const PACKAGE_JSON = path.join(SERVER_ROOT, "package.json");
/** Where the embedded PGlite database lives under a data directory (server, CLI and tests agree). */
export const pgliteDirOf = (dataDir: string): string => path.join(dataDir, "pglite");
/** The built console (apps/console/dist), used when VMS_CONSOLE_DIR is not set. */
export const DEFAULT_CONSOLE_DIR = path.resolve(SERVER_ROOT, "..", "console", "dist");
