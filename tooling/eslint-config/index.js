// Shared flat-config preset for every workspace package.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/** Literal user-facing text in JSX must go through Lingui (<Trans>, t``). */
export const noLiteralJsxText = [
  "error",
  {
    selector:
      "JSXElement:not([openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/]) > JSXText[value=/[A-Za-z\\u4e00-\\u9fff]/]",
    message: "Literal text in JSX: wrap it in <Trans> or use t`` from Lingui.",
  },
  {
    selector:
      "JSXAttribute[name.name=/^(label|title|placeholder|aria-label|alt|helperText|tooltip|emptyText)$/] > Literal[value=/[A-Za-z\\u4e00-\\u9fff]/]",
    message: "Literal user-facing attribute text: translate it with Lingui (t``).",
  },
];

/** Packages may never reach into apps. */
const packageBoundaries = {
  files: ["**/*.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: ["**/apps/**", "@vms/console", "@vms/console/*", "@vms/server", "@vms/server/*"], message: "Packages never import apps." },
        ],
      },
    ],
  },
};

export function base({ packagesOnly = true } = {}) {
  return tseslint.config(
    { ignores: ["dist/**", "storybook-static/**", "**/*.gen.ts", "**/routeTree.gen.ts", "src/locales/**/*.ts"] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      rules: {
        "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
        "@typescript-eslint/consistent-type-imports": "error",
      },
    },
    ...(packagesOnly ? [packageBoundaries] : []),
  );
}

export default base();
