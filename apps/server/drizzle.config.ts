import { defineConfig } from "drizzle-kit";

// One migrations folder serves both PGlite and PostgreSQL (same dialect); the server runs it at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/*.ts",
  out: "./drizzle",
});
