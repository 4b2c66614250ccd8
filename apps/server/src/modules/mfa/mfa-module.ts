import type { ModuleContext } from "../../module-context.js";
import type { EmailCodeService } from "../email-codes/email-code-service.js";
import { registerMfaHandlers } from "./mfa-handlers.js";
import { createMfaRepository } from "./mfa-repository.js";
import { createMfaService, type MfaService } from "./mfa-service.js";

/** Second factors: their calls, and the check sign-in runs. */
export function registerMfaModule(ctx: ModuleContext, deps: { codes: EmailCodeService }): MfaService {
  const mfa = createMfaService({ db: ctx.db, mfa: createMfaRepository(ctx.db), codes: deps.codes, now: ctx.now });
  registerMfaHandlers(ctx.handlers, mfa);
  return mfa;
}
