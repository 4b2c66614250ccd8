import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { checkOptionalCaptcha, type CaptchaService } from "../captcha/captcha-service.js";
import type { AccountService } from "./account-service.js";

/** /user/register, /user/exist, password reset and change (spec §7 "Auth and user"). */
export function registerAccountHandlers(table: HandlerTable, accounts: AccountService, captchas: CaptchaService): void {
  registerHandlers(table, {
    "/user/register": ({ data }) => accounts.register(data),
    "/user/exist": ({ data, request }) => accounts.exists(data.loginName, request.ip),
    "/user/password/reset/send-message": async ({ data, locale, request }) => {
      await checkOptionalCaptcha(captchas, data.idCode, data.imgCode);
      return accounts.sendResetCode(data.loginName, locale, request.ip);
    },
    "/user/password/reset": ({ data }) => accounts.resetPassword(data),
    "/web/user/password/update": ({ data, session }) => accounts.updatePassword(session, data),
  });
}
