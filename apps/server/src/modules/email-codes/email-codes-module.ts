import type { ModuleContext } from "../../core/module-context.js";
import type { AuthSettings } from "../../core/auth-settings.js";
import type { CaptchaService } from "../captcha/captcha-service.js";
import type { Mailer } from "../mail/mailer.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import { registerEmailCodeHandlers, type TakenAddresses } from "./email-code-handlers.js";
import { createEmailCodeRepository } from "./email-code-repository.js";
import { createEmailCodeService, type EmailCodeService } from "./email-code-service.js";

export interface EmailCodesModuleDeps {
  mailer: Mailer;
  counters: RateCounters;
  captchas: CaptchaService;
  /** A REGISTER code is refused for a taken address. */
  accounts: TakenAddresses;
  settings: AuthSettings;
}

/** E-mail codes: /code/dynamic/create, and sending and checking codes for other modules. */
export function registerEmailCodesModule(ctx: ModuleContext, deps: EmailCodesModuleDeps): EmailCodeService {
  const { counters, settings } = deps;
  const now = ctx.now;
  const codes = createEmailCodeService({ codes: createEmailCodeRepository(ctx.db), counters, mailer: deps.mailer, settings, now });
  registerEmailCodeHandlers(ctx.handlers, { codes, accounts: deps.accounts, captchas: deps.captchas, counters, settings, now });
  return codes;
}
