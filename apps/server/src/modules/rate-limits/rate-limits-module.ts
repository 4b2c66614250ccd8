import type { ModuleContext } from "../../core/module-context.js";
import { createRateCounters, type RateCounters } from "./rate-counters.js";

/** The shared rate counters (sign-in, codes, /user/exist); their rows are purged by the cleanup module. */
export function registerRateLimitsModule(ctx: ModuleContext): RateCounters {
  return createRateCounters(ctx.db);
}
