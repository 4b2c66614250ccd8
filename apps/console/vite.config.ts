import { fileURLToPath, URL } from "node:url";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The local server the dev proxy forwards API, socket and asset calls to. */
const DEV_BACKEND = process.env.VMS_DEV_BACKEND ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [
    // Must run before react(): it generates src/routeTree.gen.ts and splits route components.
    tanstackRouter({ target: "react", autoCodeSplitting: true, quoteStyle: "double" }),
    // Lingui macros (`t`, `<Trans>`) compile through Babel; plugin-react 6 has no babel option.
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    react(),
  ],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    proxy: {
      "/vms": DEV_BACKEND,
      "/ws-vms": { target: DEV_BACKEND, ws: true },
      "/user": DEV_BACKEND,
      "/healthz": DEV_BACKEND,
    },
  },
  build: { outDir: "dist", sourcemap: true },
});
