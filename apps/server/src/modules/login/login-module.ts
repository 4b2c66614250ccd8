import type { ModuleContext } from "../../module-context.js";
import type { AccountDirectory } from "../accounts/account-directory.js";
import type { AuthSettings } from "../accounts/auth-settings.js";
import type { CaptchaService } from "../captcha/captcha-service.js";
import type { LoginLogService } from "../login-logs/login-log-service.js";
import type { MfaService } from "../mfa/mfa-service.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import type { SessionService } from "../sessions/session-service.js";
import { createLoginFailures } from "./login-failures.js";
import { registerLoginHandlers } from "./login-handlers.js";
import { createLoginService } from "./login-service.js";

export interface LoginModuleDeps {
  accounts: AccountDirectory;
  captchas: CaptchaService;
  mfa: MfaService;
  sessions: SessionService;
  logs: LoginLogService;
  counters: RateCounters;
  settings: AuthSettings;
}

/** Sign-in, token renewal and logout. */
export function registerLoginModule(ctx: ModuleContext, deps: LoginModuleDeps): void {
  const { accounts, counters, settings, sessions } = deps;
  const login = createLoginService({
    ...deps,
    db: ctx.db,
    now: ctx.now,
    failures: createLoginFailures(accounts, counters, settings),
  });
  registerLoginHandlers(ctx.handlers, login, sessions);
}
