import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { CaptchaService } from "./captcha-service.js";

/** /code/pic/create and /code/pic/verify (spec §7). */
export function registerCaptchaHandlers(table: HandlerTable, captchas: CaptchaService): void {
  registerHandlers(table, {
    "/code/pic/create": () => captchas.create(),
    "/code/pic/verify": async ({ data }) => ({ valid: await captchas.check(data.idCode, data.imgCode) }),
  });
}
