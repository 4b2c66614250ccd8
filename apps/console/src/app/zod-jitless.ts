// Zod compiles a fast parser for each object schema (with `new Function`) the first time it parses.
// That pays off on the server, which parses the same schemas over and over. The console parses
// each one a few times, and on a phone the compiling costs more than it saves. Lighthouse mobile
// on /device/index: total blocking time 386 → 316 ms, score 78 → 81 (medians of 3; decision 0005).
// Zod adopts `globalThis.__zod_globalConfig` as its config, and each object schema reads `jitless`
// when it is built. So this must run before any schema module: main.tsx imports it first.
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const holder = globalThis as ZodGlobal;
const config = (holder.__zod_globalConfig ??= {});
config.jitless = true;
