import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// One catalog for the whole product: the console, and the contract's error messages
// (which the server also uses to answer translated `msg` texts), and the server's own texts (mails).
export default defineConfig({
  sourceLocale: "en-US",
  locales: ["en-US", "zh-CN"],
  fallbackLocales: { default: "en-US" },
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/../../apps/console/src", "<rootDir>/../api-client/src", "<rootDir>/../ui-kit/src", "<rootDir>/../../apps/server/src"],
      exclude: ["**/*.test.*", "**/*.stories.*", "**/node_modules/**", "**/routeTree.gen.ts"],
    },
  ],
});
