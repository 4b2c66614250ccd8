import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * zod's JSON Schema generation: classic schemas reach it through their `toJSONSchema` method and
 * per-type processors, so tree-shaking keeps it although the console never generates a schema
 * (the server builds the OpenAPI document). About 5 kB gzipped of every signed-in page's start.
 */
const JSON_SCHEMA_FILES = /\/node_modules\/zod\/v4\/core\/(?:to-json-schema|json-schema-processors)\.js$/;

/** Exports that build a method when a schema is made (`~standard.jsonSchema`): theirs throws when called. */
const METHOD_FACTORY = /^create\w*Method$/;

/**
 * A stand-in for one of zod's JSON Schema modules with the same export names (read from the real
 * module, so a zod update that adds one still links): each throws a clear error when called.
 */
export async function jsonSchemaStub(file: string): Promise<string> {
  const names = Object.keys((await import(pathToFileURL(file).href)) as Record<string, unknown>);
  const lines = [
    "const unavailable = (name) => () => {",
    // The message names the cause for whoever meets it in the console's code or a library's.
    '  throw new Error(`zod ${name}: JSON Schema generation is left out of the console build (apps/console/vite-zod-browser.ts)`);',
    "};",
  ];
  for (const name of names.sort()) {
    lines.push(`export const ${name} = ${METHOD_FACTORY.test(name) ? `() => unavailable(${JSON.stringify(name)})` : `unavailable(${JSON.stringify(name)})`};`);
  }
  return `${lines.join("\n")}\n`;
}

/** Swaps zod's JSON Schema generation for {@link jsonSchemaStub} in the console build (decision 0005). */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "vms-zod-without-json-schema",
    apply: "build",
    load: {
      filter: { id: JSON_SCHEMA_FILES },
      handler: (id) => jsonSchemaStub(id.split("?")[0]!),
    },
  };
}
