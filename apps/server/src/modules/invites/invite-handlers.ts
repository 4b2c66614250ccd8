import { audited, auditedRemoval } from "../op-logs/op-log-line.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { FastifyRequest } from "fastify";
import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import type { InviteService } from "./invite-service.js";

/**
 * Where the console is served, for the link in the mail: the inviting administrator's own
 * request (behind a trusted proxy, X-Forwarded-Proto/Host per VMS_TRUST_PROXY).
 */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Invitation calls (spec §7 "Invites and org", `/user/invite/*`). */
export function registerInviteHandlers(table: HandlerTable, invites: InviteService, opLog?: OpLogWriter): void {
  registerHandlers(table, {
    "/user/invite": (c) => audited(opLog, c, "invite", "invite.create", c.data.email)(invites.create(c.caller, c.data, c.locale, originOf(c.request))),
    "/user/invite/retry": (c) => audited(opLog, c, "invite", "invite.retry", c.data.inviteId)(invites.retry(c.caller, c.data.inviteId, c.locale, originOf(c.request))),
    "/invite/list": ({ caller, data }) => invites.list(caller, data),
    "/invite/detail": ({ caller, data }) => invites.detail(caller, data.inviteId),
    "/user-invite/update": (c) => audited(opLog, c, "invite", "invite.update", c.data.inviteId)(invites.update(c.caller, c.data)),
    "/user-invite/delete": (c) => auditedRemoval(opLog, c, "invite", "invite.delete", c.data.inviteId)(invites.remove(c.caller, c.data.inviteId)),
    "/user/invite/check": ({ data }) => invites.check(data),
    "/user/invite/active": ({ data }) => invites.activate(data),
  });
}
