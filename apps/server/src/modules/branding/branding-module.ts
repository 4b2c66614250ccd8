import type { ModuleContext } from "../../module-context.js";
import { registerBrandingAssets } from "./branding-assets.js";
import { registerBrandingHandlers } from "./branding-handlers.js";
import { createBrandingRepository } from "./branding-repository.js";
import { createBrandingService } from "./branding-service.js";

/** Branding calls and the default branding files under /user/branding/. */
export async function registerBrandingModule(ctx: ModuleContext): Promise<void> {
  registerBrandingHandlers(ctx.handlers, createBrandingService(createBrandingRepository(ctx.db)));
  await registerBrandingAssets(ctx.app);
}
