import type { ModuleContext } from "../../core/module-context.js";
import type { AuthSettings } from "../../core/auth-settings.js";
import { svgCaptchaGenerator, type CaptchaGenerator } from "./captcha-generator.js";
import { registerCaptchaHandlers } from "./captcha-handlers.js";
import { createCaptchaService, type CaptchaService } from "./captcha-service.js";

/** Image codes: the call that issues them, and the service that checks them for other modules. */
export function registerCaptchaModule(
  ctx: ModuleContext,
  deps: { settings: Pick<AuthSettings, "captchaTtlMs">; generator?: CaptchaGenerator | undefined },
): CaptchaService {
  const captchas = createCaptchaService(ctx.db, deps.generator ?? svgCaptchaGenerator, deps.settings.captchaTtlMs, ctx.now);
  registerCaptchaHandlers(ctx.handlers, captchas);
  return captchas;
}
