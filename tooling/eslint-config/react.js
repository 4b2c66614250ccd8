// React preset: hooks rules and the ban on literal JSX text.
import reactHooks from "eslint-plugin-react-hooks";
import { base, noLiteralJsxText } from "./index.js";

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
      // Stories and tests may show fixture text.
      files: ["**/*.stories.tsx", "**/*.test.tsx"],
      rules: { "no-restricted-syntax": "off" },
    },
  ];
}

export default react();
