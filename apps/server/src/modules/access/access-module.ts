import type { ModuleContext } from "../../core/module-context.js";
import type { AuthCache } from "./auth-cache.js";
import { createCallerLoader } from "./caller.js";
import type { CallerLoader } from "../../core/caller.js";

/** Who is calling: the dispatcher loads the caller (user, role codes) of each session call. */
export function registerAccessModule(ctx: ModuleContext, deps: { cache?: AuthCache } = {}): CallerLoader {
  return createCallerLoader(ctx.db, deps.cache?.callers);
}
