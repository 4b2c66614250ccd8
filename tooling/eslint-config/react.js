// React preset: hooks rules and the ban on literal JSX text.
import reactHooks from "eslint-plugin-react-hooks";
import { base, noLiteralJsxText, noWireLiterals } from "./index.js";

export function react(options) {
  return [
    ...base(options),
    {
      files: ["**/*.tsx"],
      plugins: { "react-hooks": reactHooks },
      rules: {
        "react-hooks/rules-of-hooks": "error",
        "react-hooks/exhaustive-deps": "warn",
        "no-restricted-syntax": noLiteralJsxText,
      },
    },
    {
      // Flat config: this entry's no-restricted-syntax replaces base()'s for .tsx, so both selector lists go here.
      files: ["**/src/**/*.tsx"],
      ignores: ["**/*.test.tsx", "**/*.stories.tsx", "**/test-support/**", "**/e2e/**"],
      rules: { "no-restricted-syntax": [...noLiteralJsxText, ...noWireLiterals] },
    },
    {
      // Stories and tests may show fixture text.
      files: ["**/*.stories.tsx", "**/*.test.tsx"],
      rules: { "no-restricted-syntax": "off" },
    },
  ];
}

export default react();
