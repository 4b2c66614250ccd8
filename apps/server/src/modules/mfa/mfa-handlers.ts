import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { MfaService } from "./mfa-service.js";

/** /user/mfa/list, /set, /create, /verify, /delete (spec §7 MFA). */
export function registerMfaHandlers(table: HandlerTable, mfa: MfaService): void {
  registerHandlers(table, {
    "/user/mfa/list": ({ caller }) => mfa.state(caller.user.userId),
    "/user/mfa/set": ({ caller, data }) => mfa.set(caller, data),
    "/user/mfa/create": ({ caller, data, locale, request }) => mfa.create(caller, data.type, locale, request.ip),
    "/user/mfa/verify": ({ caller, data }) => mfa.verify(caller, data.type, data.code),
    "/user/mfa/delete": ({ caller, data }) => mfa.remove(caller, data),
  });
}
