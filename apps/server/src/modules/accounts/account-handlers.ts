import { Code } from "@vms/api-client";
import { AppError } from "../../plugins/envelope/app-error.js";
import { registerHandlers, type HandlerTable } from "../../plugins/envelope/handler-table.js";
import type { CaptchaService } from "../captcha/captcha-service.js";
import { checkOptionalCaptcha } from "../email-codes/email-code-handlers.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import type { AccountService } from "./account-service.js";
import type { AuthSettings } from "./auth-settings.js";

/** What /user/exist needs to refuse probing: it tells whether an address has an account. */
export interface ExistLimit {
  counters: RateCounters;
  settings: Pick<AuthSettings, "loginIpPerMinute">;
  now: () => number;
}

/** /user/register, /user/exist, password reset and change (spec §7 "Auth and user"). */
export function registerAccountHandlers(table: HandlerTable, accounts: AccountService, captchas: CaptchaService, limit: ExistLimit): void {
  registerHandlers(table, {
    "/user/register": ({ data }) => accounts.register(data),
    "/user/exist": async ({ data, request }) => {
      // Same per-IP budget as sign-in: without it, the call would list an organization's addresses.
      const allowed = await limit.counters.allow(`exist-ip:${request.ip}`, 60_000, limit.settings.loginIpPerMinute, new Date(limit.now()));
      if (!allowed) throw new AppError(Code.TOO_FREQUENT);
      return accounts.exists(data.loginName);
    },
    "/user/password/reset/send-message": async ({ data, locale, request }) => {
      await checkOptionalCaptcha(captchas, data.idCode, data.imgCode);
      return accounts.sendResetCode(data.loginName, locale, request.ip);
    },
    "/user/password/reset": ({ data }) => accounts.resetPassword(data),
    "/web/user/password/update": ({ data, session }) => accounts.updatePassword(session, data),
  });
}
