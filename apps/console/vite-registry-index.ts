import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const ID = "virtual:vms-registry-index";
const RESOLVED = `\0${ID}`;

/** One registry file of `@vms/api-client`: its export holding endpoints, and their paths. */
export interface RegistryGroup {
  file: string;
  name: string;
  paths: string[];
}

/** Reads the built registry files: which file (and export) holds which `/vms` paths. */
export async function readRegistryGroups(watch: (file: string) => void = () => {}): Promise<RegistryGroup[]> {
  const dir = path.dirname(fileURLToPath(import.meta.resolve("@vms/api-client/registry")));
  const files = (await readdir(dir)).filter((f) => f.endsWith(".js") && !/^(index|define)\.js$|\.test\.js$/.test(f)).sort();
  const groups: RegistryGroup[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    watch(full);
    // The query defeats Node's module cache when the dev server reloads after a rebuild.
    const mod = (await import(`${pathToFileURL(full).href}?v=${(await stat(full)).mtimeMs}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      const paths = value && typeof value === "object" ? Object.keys(value).filter((k) => k.startsWith("/")) : [];
      if (paths.length > 0) groups.push({ file: file.slice(0, -3), name, paths });
    }
  }
  return groups;
}

/**
 * `virtual:vms-registry-index` (decision 0008): `endpointOf(path)` imports only the registry file
 * of `@vms/api-client` that holds `path` (`@vms/api-client/registry/<file>`), so each domain's
 * schemas are a chunk of their own, fetched on that domain's first call. The path → file table is
 * read from the built registry files at build time: a new registry file needs nothing here.
 */
export function registryIndex(): Plugin {
  return {
    name: "vms-registry-index",
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const groups = await readRegistryGroups((file) => this.addWatchFile(file));
      const loaders = groups.map((g, i) => `  ${i}: () => import("@vms/api-client/registry/${g.file}").then((m) => m.${g.name}),`);
      const table = Object.fromEntries(groups.flatMap((g, i) => g.paths.map((p) => [p, i])));
      return [
        `const load = {\n${loaders.join("\n")}\n};`,
        `const where = ${JSON.stringify(table)};`,
        "export function endpointOf(path) {",
        "  const at = Object.prototype.hasOwnProperty.call(where, path) ? where[path] : undefined;",
        "  return at === undefined ? undefined : load[at]().then((defs) => defs[path]);",
        "}",
        "export const endpointPaths = Object.keys(where);",
      ].join("\n");
    },
  };
}
