import { Code } from "@vms/api-client";
import { AppError } from "../../core/app-error.js";
import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { normaliseLoginName } from "../../core/login-name.js";
import type { AuthSettings } from "../../core/auth-settings.js";
import { checkOptionalCaptcha, type CaptchaService } from "../captcha/captcha-service.js";
import { preCheckKey } from "../../core/pre-check.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import type { EmailCodeService } from "./email-code-service.js";

/** What codes ask of accounts (implemented by the accounts module, wired in app.ts). */
export interface TakenAddresses {
  /** The live account holding `email`, or null. */
  findLiveByEmail(email: string): Promise<unknown>;
}

export interface EmailCodeHandlerDeps {
  codes: EmailCodeService;
  accounts: TakenAddresses;
  captchas: CaptchaService;
  counters: RateCounters;
  settings: AuthSettings;
  now?: () => number;
}

/** /code/dynamic/create: REGISTER codes, and DBL_CHECK codes after a successful pre-check (decision 0002). */
export function registerEmailCodeHandlers(table: HandlerTable, deps: EmailCodeHandlerDeps): void {
  const now = deps.now ?? Date.now;
  registerHandlers(table, {
    "/code/dynamic/create": async ({ data, locale, request }) => {
      if (data.category === 2) {
        // No text-message gateway in this product: say so rather than pretend to send.
        throw new AppError(Code.INVALID_DATA, { issues: [{ path: "category", message: "text messages are not available; use e-mail (category 1)" }] });
      }
      await checkOptionalCaptcha(deps.captchas, data.idCode, data.imgCode);
      const target = normaliseLoginName(data.loginName);
      if (data.typeEnum === "REGISTER") {
        if (await deps.accounts.findLiveByEmail(target)) throw new AppError(Code.ACCOUNT_EXISTS);
      } else {
        // A sign-in code only for whoever just proved the password: nobody else can make the
        // server mail codes to an account holder.
        const marker = await deps.counters.get(preCheckKey(target));
        if (!marker || now() - marker.windowStart.getTime() > deps.settings.dblCheckWindowMs) throw new AppError(Code.NO_PERMISSION);
      }
      return deps.codes.send({ target, purpose: data.typeEnum, locale, ip: request.ip });
    },
  });
}
