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

// Wire values (states, statuses, device types, error codes of spec §3/§4/§6) are named in @vms/api-client
// (and @vms/licence-pricing for licences and orders): a bare number says nothing and drifts from the spec.
const WIRE_NAME = "/^(status|state|type|devType|errorCode|code)$/";
const wireSide = (side) =>
  `:matches([${side}.type="Identifier"][${side}.name=${WIRE_NAME}], [${side}.type="MemberExpression"][${side}.property.name=${WIRE_NAME}])`;
const numberSide = (side) => `[${side}.type="Literal"][${side}.value=type(number)]`;
const WIRE_MESSAGE = "Compare wire values with the named constants/predicates of @vms/api-client or @vms/licence-pricing, not a bare number.";

/** Selectors that refuse bare numbers for wire states, statuses, types and codes (issue 29). */
export const noWireLiterals = [
  { selector: `BinaryExpression[operator=/^[!=]==$/]${wireSide("left")}${numberSide("right")}`, message: WIRE_MESSAGE },
  { selector: `BinaryExpression[operator=/^[!=]==$/]${numberSide("left")}${wireSide("right")}`, message: WIRE_MESSAGE },
  {
    selector: `Property[key.name=/^(errorCode|code)$/]${numberSide("value")}`,
    message: "Name the error code: use the Code/catalogue constants of @vms/api-client, not a bare number.",
  },
];

/** Production sources only: tests, fixtures and test support may spell wire values out. */
const productionFiles = {
  files: ["**/src/**/*.{ts,tsx}"],
  ignores: ["**/*.test.{ts,tsx}", "**/*.test-support.{ts,tsx}", "**/*.test-data.ts", "**/test-support/**", "**/*.stories.tsx", "**/e2e/**"],
};

const wireLiterals = { ...productionFiles, rules: { "no-restricted-syntax": ["error", ...noWireLiterals] } };

/** Packages may never reach into apps. */
const packagesNeverImportApps = {
  group: ["**/apps/**", "@vms/console", "@vms/console/*", "@vms/server", "@vms/server/*"],
  message: "Packages never import apps.",
};

/** Tests and what serves them only (test support, end-to-end specs, benches, stories, test runner set-up). */
export const TEST_FILES = [
  "**/*.test.{ts,tsx}",
  "**/*.test-support.{ts,tsx}",
  "**/test-support/**",
  "e2e/**",
  "bench/**",
  "**/*.stories.{ts,tsx}",
  ".storybook/**",
  "vitest.config.ts",
  "vitest.setup.ts",
  "vitest.global-setup.ts",
  "playwright.config.ts",
];

/** Production code never imports test support: `*.test-support` files, `test-support` folders, @vms/test-support. */
export const testSupportImports = {
  group: ["**/*.test-support", "**/*.test-support.*", "**/test-support", "**/test-support/**"],
  message: "Test support is for tests only: production code never imports *.test-support files, test-support folders or @vms/test-support.",
};

/**
 * `no-restricted-imports` for `files`: `patterns` and `paths` everywhere, and outside TEST_FILES the
 * test-support ban as well. Flat config entries of one rule replace each other for a file (they do not
 * merge), so a preset that restricts imports of its own builds its entries here to keep the ban.
 */
export function restrictImports(files, { patterns = [], paths = [] } = {}) {
  const rule = (extra) => ["error", { patterns: [...patterns, ...extra], ...(paths.length ? { paths } : {}) }];
  return [
    ...(patterns.length || paths.length ? [{ files, rules: { "no-restricted-imports": rule([]) } }] : []),
    { files, ignores: TEST_FILES, rules: { "no-restricted-imports": rule([testSupportImports]) } },
  ];
}

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
    ...restrictImports(["**/*.{ts,tsx}"], { patterns: packagesOnly ? [packagesNeverImportApps] : [] }),
    wireLiterals,
  );
}

export default base();
