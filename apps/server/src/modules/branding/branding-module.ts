import type { ModuleContext } from "../../core/module-context.js";
import { registerBrandingAssets } from "./branding-assets.js";
import { registerBrandingHandlers } from "./branding-handlers.js";
import { createBrandingRepository } from "./branding-repository.js";
import { createBrandingService, type BrandingService } from "./branding-service.js";

/** Branding calls and the default branding files under /user/branding/. */
export async function registerBrandingModule(ctx: ModuleContext): Promise<BrandingService> {
  const branding = createBrandingService(createBrandingRepository(ctx.db));
  registerBrandingHandlers(ctx.handlers, branding);
  await registerBrandingAssets(ctx.app);
  return branding;
}
