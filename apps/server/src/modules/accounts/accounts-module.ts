import type { ModuleContext } from "../../core/module-context.js";
import type { CaptchaService } from "../captcha/captcha-service.js";
import type { EmailCodeService } from "../email-codes/email-code-service.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import type { SessionService } from "../sessions/session-service.js";
import { createAccountDirectory, type AccountDirectory } from "./account-directory.js";
import { registerAccountHandlers } from "./account-handlers.js";
import { createAccountRepository } from "./account-repository.js";
import { createAccountService } from "./account-service.js";
import type { AuthSettings } from "../../core/auth-settings.js";

export interface AccountsModuleDeps {
  codes: EmailCodeService;
  sessions: SessionService;
  counters: RateCounters;
  captchas: CaptchaService;
  settings: AuthSettings;
}

/**
 * What other modules use of accounts (sign-in, codes, profile, invites): opened before the module
 * registers, since codes, which accounts send, ask it whether an address is taken.
 */
export function openAccountDirectory(ctx: ModuleContext): AccountDirectory {
  return createAccountDirectory(createAccountRepository(ctx.db));
}

/** Sign-up, /user/exist and passwords (decision 0002). */
export function registerAccountsModule(ctx: ModuleContext, deps: AccountsModuleDeps): void {
  const accounts = createAccountRepository(ctx.db);
  const { codes, sessions, counters, settings } = deps;
  registerAccountHandlers(ctx.handlers, createAccountService({ db: ctx.db, accounts, codes, sessions, counters, settings, now: ctx.now }), deps.captchas);
}
