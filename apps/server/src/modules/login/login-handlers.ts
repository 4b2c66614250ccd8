import { Code } from "@vms/api-client";
import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { clientOf } from "../sessions/client-info.js";
import type { SessionService } from "../sessions/session-service.js";
import type { LoginService } from "./login-service.js";

/** /user/pre-login, /user/pre-check, /user/login, /user/logout, /token/renewal (spec §7). */
export function registerLoginHandlers(table: HandlerTable, login: LoginService, sessions: SessionService): void {
  registerHandlers(table, {
    "/user/pre-login": ({ data }) => login.preLogin(data.loginName),
    "/user/pre-check": ({ data, request }) => login.preCheck(data, clientOf(request)),
    "/user/login": ({ data, request }) => login.login(data, clientOf(request)),
    "/user/logout": async ({ session }) => {
      await sessions.revokeSession(session, Code.TOKEN_INVALID);
      return {};
    },
    "/token/renewal": async ({ session, request }) => {
      const { token, sid, expireTime, expiresIn } = await sessions.renew(session, clientOf(request));
      return { token, sid, expireTime, expiresIn };
    },
  });
}
