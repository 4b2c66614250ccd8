import type { ModuleContext } from "../../core/module-context.js";
import type { EmailCodeService } from "../email-codes/email-code-service.js";
import { registerMfaHandlers } from "./mfa-handlers.js";
import { createMfaRepository } from "./mfa-repository.js";
import { createMfaService, type MfaService } from "./mfa-service.js";

/** Second factors: their calls, and the check sign-in runs. */
export function registerMfaModule(ctx: ModuleContext, deps: { codes: EmailCodeService; passwordHashOf: (userId: string) => Promise<string | null> }): MfaService {
  const mfa = createMfaService({ db: ctx.db, mfa: createMfaRepository(ctx.db), codes: deps.codes, passwordHashOf: deps.passwordHashOf, now: ctx.now });
  registerMfaHandlers(ctx.handlers, mfa);
  return mfa;
}
