import type { FastifyRequest } from "fastify";
import { registerHandlers, type HandlerTable } from "../../plugins/envelope/handler-table.js";
import type { InviteService } from "./invite-service.js";

/**
 * Where the console is served, for the link in the mail: the inviting administrator's own
 * request (behind a trusted proxy, X-Forwarded-Proto/Host per VMS_TRUST_PROXY).
 */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Invitation calls (spec §7 "Invites and org", `/user/invite/*`). */
export function registerInviteHandlers(table: HandlerTable, invites: InviteService): void {
  registerHandlers(table, {
    "/user/invite": ({ caller, data, locale, request }) => invites.create(caller, data, locale, originOf(request)),
    "/user/invite/retry": ({ caller, data, locale, request }) => invites.retry(caller, data.inviteId, locale, originOf(request)),
    "/invite/list": ({ caller, data }) => invites.list(caller, data),
    "/invite/detail": ({ caller, data }) => invites.detail(caller, data.inviteId),
    "/user-invite/update": ({ caller, data }) => invites.update(caller, data),
    "/user-invite/delete": ({ caller, data }) => invites.remove(caller, data.inviteId),
    "/user/invite/check": ({ data }) => invites.check(data),
    "/user/invite/active": ({ data }) => invites.activate(data),
  });
}
