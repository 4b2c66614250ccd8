import type { ModuleContext } from "../../core/module-context.js";
import { resolveBuildInfo } from "./build-info.js";
import { registerSystemHandlers } from "./system-handlers.js";

/** /system/version with the build stamp resolved once at start. */
export async function registerSystemModule(ctx: ModuleContext): Promise<void> {
  registerSystemHandlers(ctx.handlers, await resolveBuildInfo(ctx.config));
}
