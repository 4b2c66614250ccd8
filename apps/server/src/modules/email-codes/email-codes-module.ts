import type { ModuleContext } from "../../module-context.js";
import type { AccountDirectory } from "../accounts/account-directory.js";
import type { AuthSettings } from "../accounts/auth-settings.js";
import type { CaptchaService } from "../captcha/captcha-service.js";
import type { Mailer } from "../mail/mailer.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import { registerEmailCodeHandlers } from "./email-code-handlers.js";
import { createEmailCodeRepository } from "./email-code-repository.js";
import { createEmailCodeService, type EmailCodeService } from "./email-code-service.js";

export interface EmailCodesModuleDeps {
  mailer: Mailer;
  counters: RateCounters;
  captchas: CaptchaService;
  /** A REGISTER code is refused for a taken address. */
  accounts: Pick<AccountDirectory, "findLiveByEmail">;
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
