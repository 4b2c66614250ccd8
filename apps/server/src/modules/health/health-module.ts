import { pingDatabase } from "../../db/database.js";
import type { ModuleContext } from "../../core/module-context.js";
import { registerHealthRoute } from "./health-routes.js";

/** GET /healthz: healthy once the migrations ran and the database answers. */
export function registerHealthModule(ctx: ModuleContext, deps: { isMigrated: () => boolean }): void {
  registerHealthRoute(ctx.app, async () => {
    if (!deps.isMigrated()) return false;
    await pingDatabase(ctx.db);
    return true;
  });
}
