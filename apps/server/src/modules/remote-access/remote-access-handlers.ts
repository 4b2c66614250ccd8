import type { FastifyRequest } from "fastify";
import { registerHandlers, type HandlerTable } from "../../core/handler-table.js";
import { clientOf } from "../sessions/client-info.js";
import type { Session } from "../../core/session.js";
import type { Actor, RemoteAccessService } from "./remote-access-service.js";
import type { Caller } from "../../core/caller.js";

/** Where the console is served, for the links in the mails (as the invitation links). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Installers and remote access (spec §7 `/user/invite/bind*`, `/my-installer/*`, `/remote-access-req/*`). */
export function registerRemoteAccessHandlers(table: HandlerTable, remote: RemoteAccessService): void {
  const actor = (c: { caller: Caller; session: Session; request: FastifyRequest }): Actor => ({ caller: c.caller, session: c.session, ip: c.request.ip });
  registerHandlers(table, {
    "/my-installer/invite": (c) => remote.invite(actor(c), c.data.email, c.locale, originOf(c.request)),
    "/my-installer/get": ({ caller }) => remote.myInstaller(caller),
    "/my-installer/unbind": (c) => remote.unbind(actor(c)),
    "/user/invite/bind-check": ({ data }) => remote.bindCheck(data),
    "/user/invite/bind": (c) => remote.bind(actor(c), c.data),
    "/installer/customer/list": ({ caller }) => remote.customers(caller),
    "/remote-access-req/create": (c) => remote.request(actor(c), c.data.bindingId),
    "/remote-access-req/list": ({ caller, data }) => remote.list(caller, data),
    "/remote-access-req/audit": (c) => remote.audit(actor(c), c.data, c.locale, originOf(c.request)),
    "/remote-access-req/revoke": (c) => remote.revoke(actor(c), c.data.grantId),
    "/remote-access-req/connect": (c) => remote.connect(actor(c), c.data, clientOf(c.request)),
  });
}
