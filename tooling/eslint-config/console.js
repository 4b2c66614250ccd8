// Console preset: feature-sliced boundaries. Features never import other features; routes compose them.
import boundaries from "eslint-plugin-boundaries";
import { restrictImports } from "./index.js";
import { react } from "./react.js";

const layers = [
  { type: "app", pattern: "src/app" },
  { type: "routes", pattern: "src/routes" },
  { type: "feature", pattern: "src/features/*", capture: ["name"] },
  { type: "entity", pattern: "src/entities/*", capture: ["name"] },
  { type: "shared", pattern: "src/shared" },
];

export function consoleConfig() {
  return [
    ...react({ packagesOnly: false }),
    {
      files: ["src/**/*.{ts,tsx}"],
      plugins: { boundaries },
      settings: {
        "boundaries/elements": layers,
        "import/resolver": { typescript: { project: "./tsconfig.json" } },
      },
      rules: {
        "boundaries/dependencies": [
          "error",
          {
            default: "allow",
            policies: [
              {
                from: { element: { type: "feature" } },
                disallow: {
                  to: { element: { type: "feature", captured: { name: "!{{ from.element.captured.name }}" } } },
                },
              },
              {
                from: { element: { types: { anyOf: ["feature", "entity", "shared"] } } },
                disallow: { to: { element: { types: { anyOf: ["routes", "app"] } } } },
              },
              {
                from: { element: { type: "entity" } },
                disallow: {
                  to: { element: { types: { anyOf: ["feature"] } } },
                },
              },
              {
                from: { element: { type: "shared" } },
                disallow: { to: { element: { types: { anyOf: ["feature", "entity"] } } } },
              },
              {
                // The same rule for relative paths ("../features/x/ui/y"), which no-restricted-imports cannot see.
                disallow: { to: { element: { types: { anyOf: ["feature", "entity"] }, fileInternalPath: "!index.ts" } } },
                message: "Import a slice through its index.ts only.",
              },
            ],
          },
        ],
      },
    },
    ...restrictImports(["src/**/*.{ts,tsx}"], {
      // A slice's index.ts is its only public API.
      patterns: [{ group: ["@/features/*/*", "@/entities/*/*"], message: "Import a slice through its index.ts only." }],
      // Classic zod's methods reach every check and wrapper type: about 10 kB more in every page's start (decision 0005).
      paths: [{ name: "zod", message: 'The console builds schemas with "zod/mini", like @vms/api-client.' }],
    }),
  ];
}

export default consoleConfig();
