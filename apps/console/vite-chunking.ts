import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { apiPathsIn } from "./vite-preload-start";
import { readRegistryGroups } from "./vite-registry-index";

/** scripts/build.mjs runs `vite build` twice: `analyze` (in memory), then `final` (decision 0014). */
export const CHUNKS_PASS_ENV = "VMS_CHUNKS_PASS";
/** Where the analysis hands its groups to the final pass. */
const GROUPS_FILE = "node_modules/.cache/vms-chunk-groups.json";
/** A module at least this share of the signed-in pages load joins the core (0.3: fewest scripts for /device/index without growing it; measured 2026-11-27). */
const COMMON_SHARE = 0.3;

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  code: string;
}

/** The chunk groups the analysis found: module ids per group name. */
interface ChunkGroups {
  core: string[];
  startRegistry: string[];
}

/** The page an administrator lands on after signing in (the first menu route, spec §2). */
const LANDING = "/src/routes/_shell/device/[index].tsx?tsr-split=component---loader";

const isStart = (c: ChunkInfo) => c.facadeModuleId?.endsWith("/src/app/start-app.tsx") ?? false;

/**
 * The chunks reachable from `start` through static imports (and dynamic ones with `lazy`, not
 * into the console's start: signing in starts the console, which is not the sign-in page's code).
 */
function closure(chunks: ChunkInfo[], start: ChunkInfo, lazy = false, skip: (c: ChunkInfo) => boolean = () => false): ChunkInfo[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<ChunkInfo>();
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || seen.has(chunk) || (chunk !== start && (isStart(chunk) || skip(chunk)))) return;
    seen.add(chunk);
    for (const file of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) visit(byFile.get(file));
  };
  visit(start);
  return [...seen];
}

const modulesOf = (list: ChunkInfo[]) => new Set(list.flatMap((c) => c.moduleIds));

/** Works out the groups from the first pass's chunks (automatic splitting). */
async function analyze(chunks: ChunkInfo[]): Promise<ChunkGroups> {
  const find = (suffix: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
    if (!chunk) throw new Error(`vms-chunking: no chunk for ${suffix}`);
    return chunk;
  };
  const registryOf = new Map<string, ChunkInfo>();
  for (const group of await readRegistryGroups()) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/api-client/dist/registry/${group.file}.js`)));
    if (chunk) for (const p of group.paths) registryOf.set(p, chunk);
  }
  const isRegistry = (c: ChunkInfo) => [...registryOf.values()].includes(c);
  /** Registry chunks of the `/vms` calls the code of `list` names (the API client's path table names them all). */
  const callsOf = (list: ChunkInfo[]) => [...new Set(list.filter((c) => !c.moduleIds.some((id) => id.includes("vms-registry-index"))).flatMap((c) => apiPathsIn(c.code)).map((p) => registryOf.get(p)).filter((c) => c !== undefined))];

  // What the sign-in page may load stays out of both groups, or signing in would fetch the console:
  // its own code with its lazy parts (the second-factor dialog, the API client) and the registry
  // chunks of the calls it makes; not the whole registry the API client can reach.
  const signIn = closure(chunks, find("/src/app/sign-in-start.tsx"), true, isRegistry);
  const entry = chunks.filter((c) => c.isEntry).flatMap((c) => closure(chunks, c));
  const shared = modulesOf([...entry, ...signIn, ...callsOf(signIn).flatMap((c) => closure(chunks, c))]);

  const start = closure(chunks, find("/src/app/start-app.tsx"));
  // Modules most signed-in pages load (a table, a tooltip, a chip...) join the core too: fetched once
  // with the start instead of as a handful of small chunks per page. Their imports are at least as
  // common, so they come along.
  const pages = chunks.filter((c) => /\/src\/routes\/_shell\/.*\?tsr-split=component/.test(c.facadeModuleId ?? ""));
  const uses = new Map<string, number>();
  for (const page of pages) for (const id of modulesOf(closure(chunks, page))) uses.set(id, (uses.get(id) ?? 0) + 1);
  const common = [...uses].filter(([, n]) => n >= pages.length * COMMON_SHARE).map(([id]) => id);
  // The libraries and shared code the landing page needs join the core too; its route chunk keeps
  // its own code (and preloads.json names it), so other pages do not fetch the device list.
  const landing = [...modulesOf(closure(chunks, find(LANDING)))].filter((id) => !/\/src\/(?:routes|features)\//.test(id));
  // The start stays a chunk of its own: main.tsx and index.html's preloads find it by module.
  const core = [...new Set([...modulesOf(start), ...landing, ...common])].filter((id) => !shared.has(id) && !id.endsWith("/src/app/start-app.tsx")).sort();

  // The registry chunks of the calls every signed-in page makes at once (permissions, site choices,
  // alarm count...): one chunk, preloaded with the start, instead of one round trip per domain.
  const coreSet = new Set(core);
  const startRegistry = [...modulesOf(callsOf(start).flatMap((c) => closure(chunks, c)))].filter((id) => !shared.has(id) && !coreSet.has(id)).sort();
  return { core, startRegistry };
}

/**
 * Manual chunking of the console (decision 0014). Automatic splitting makes dozens of small common
 * chunks of what the signed-in console needs before its first page; under HTTP/1.1 each costs a
 * round trip on one of six connections. In the `analyze` pass this plugin records, from the chunks
 * automatic splitting made, which modules the console's start needs that the sign-in page does not
 * (`core`), and the registry chunks of the start's calls (`start-registry`); the `final` pass groups
 * them. Outside scripts/build.mjs (vitest, Storybook, `vite build` alone) chunking stays automatic.
 */
export function consoleChunking(root: string) {
  const file = path.join(root, GROUPS_FILE);
  const pass = process.env[CHUNKS_PASS_ENV];
  const plugin: Plugin = {
    name: "vms-chunking",
    apply: "build",
    async generateBundle(_options, bundle) {
      if (pass !== "analyze") return;
      const chunks = Object.values(bundle).filter((o) => o.type === "chunk") as unknown as ChunkInfo[];
      const groups = await analyze(chunks);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(groups));
      this.info(`${groups.core.length} modules in the core chunk, ${groups.startRegistry.length} in the start's registry chunk`);
    },
  };
  let codeSplitting: NonNullable<Rolldown.OutputOptions["codeSplitting"]> = true;
  if (pass === "final") {
    if (!existsSync(file)) throw new Error(`vms-chunking: ${file} is missing (the analyze pass writes it)`);
    const groups = JSON.parse(readFileSync(file, "utf8")) as ChunkGroups;
    const core = new Set(groups.core);
    const startRegistry = new Set(groups.startRegistry);
    // Dependencies stay where the analysis put them: a group's imports are in the group, in the
    // other group or in what the sign-in page shares, so no chunk cycle can form.
    codeSplitting = {
      groups: [
        { name: "core", test: (id: string) => core.has(id), priority: 10, includeDependenciesRecursively: false },
        { name: "start-registry", test: (id: string) => startRegistry.has(id), priority: 9, includeDependenciesRecursively: false },
      ],
    };
  }
  return { plugin, codeSplitting };
}
