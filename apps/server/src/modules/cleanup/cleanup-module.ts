import type { ModuleContext } from "../../core/module-context.js";
import { purgeExpiredRows, startExpiredRowsCleanup } from "./expired-rows-cleanup.js";

/** The periodic purge of expired captchas, codes, rate counters and sessions. */
export function registerCleanupModule(ctx: ModuleContext, deps: { intervalMs?: number | undefined } = {}): void {
  const stop = startExpiredRowsCleanup((now) => purgeExpiredRows(ctx.db, now), ctx.app.log, deps.intervalMs);
  ctx.app.addHook("onClose", async () => stop());
}
