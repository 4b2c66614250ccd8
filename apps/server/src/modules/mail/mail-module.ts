import type { ModuleContext } from "../../core/module-context.js";
import { createMailer, type Mailer } from "./mailer.js";

/** The mail transport: `mailer` when given (tests), else SMTP or the outbox from the config. */
export function registerMailModule(ctx: ModuleContext, deps: { mailer?: Mailer | undefined } = {}): Mailer {
  return deps.mailer ?? createMailer(ctx.config, ctx.app.log);
}
