import { Code } from "@vms/api-client";
import { AppError } from "../../plugins/envelope/app-error.js";
import { registerHandlers, type HandlerTable } from "../../plugins/envelope/handler-table.js";
import { normaliseLoginName, type AccountDirectory } from "../accounts/account-directory.js";
import type { AuthSettings } from "../accounts/auth-settings.js";
import type { CaptchaService } from "../captcha/captcha-service.js";
import { preCheckKey } from "../login/login-service.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import type { EmailCodeService } from "./email-code-service.js";

export interface EmailCodeHandlerDeps {
  codes: EmailCodeService;
  accounts: Pick<AccountDirectory, "findLiveByEmail">;
  captchas: CaptchaService;
  counters: RateCounters;
  settings: AuthSettings;
  now?: () => number;
}

/** An image code is optional on code requests; when sent it must be right (20007). */
export async function checkOptionalCaptcha(captchas: CaptchaService, idCode?: string, imgCode?: string): Promise<void> {
  if ((idCode || imgCode) && !(await captchas.consume(idCode, imgCode))) throw new AppError(Code.IMG_CODE_WRONG);
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
