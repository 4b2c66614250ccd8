import { pingDatabase } from "../../db/database.js";
import type { ModuleContext } from "../../core/module-context.js";
import { registerHealthRoute } from "./health-routes.js";

/** What shutdown uses: turns readiness false before the instance closes (issue 32 "Draining"). */
export interface HealthModule {
  /** /healthz answers 503 {status:"draining"} and new WebSocket upgrades are refused from now on. */
  startDraining(): void;
  draining(): boolean;
}

/** GET /healthz: healthy once the migrations ran and the database answers, and not draining. */
export function registerHealthModule(ctx: ModuleContext, deps: { isMigrated: () => boolean }): HealthModule {
  let draining = false;
  registerHealthRoute(ctx.app, async () => {
    if (draining) return "draining";
    if (!deps.isMigrated()) return false;
    await pingDatabase(ctx.db);
    return true;
  });
  // A draining instance takes no new socket (consoles and devices reconnect through the proxy to
  // another one); plain requests in flight or arriving before the proxy notices are still served.
  ctx.app.addHook("onRequest", async (request, reply) => {
    if (draining && request.headers.upgrade?.toLowerCase() === "websocket") {
      await reply.code(503).header("connection", "close").send({ status: "draining" });
    }
  });
  return {
    startDraining: () => void (draining = true),
    draining: () => draining,
  };
}
