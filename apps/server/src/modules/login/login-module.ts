import type { ModuleContext } from "../../core/module-context.js";
import { createLoginFailures } from "./login-failures.js";
import { registerLoginHandlers } from "./login-handlers.js";
import { createLoginService, type LoginDeps } from "./login-service.js";

/** The services sign-in uses: accounts, captchas, MFA, sessions, login logs, counters, settings. */
export type LoginModuleDeps = Omit<LoginDeps, "db" | "now" | "failures">;

/** Sign-in, token renewal and logout. */
export function registerLoginModule(ctx: ModuleContext, deps: LoginModuleDeps): void {
  const login = createLoginService({
    ...deps,
    db: ctx.db,
    now: ctx.now,
    failures: createLoginFailures(deps.accounts, deps.counters, deps.settings),
  });
  registerLoginHandlers(ctx.handlers, login, deps.sessions);
}
