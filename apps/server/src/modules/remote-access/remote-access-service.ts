import { timingSafeEqual } from "node:crypto";
import { Code, REMOTE_REQ_STATUS, USER_STATE, type OpLogAction, type ParsedRequestOf } from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import { AppError } from "../../core/app-error.js";
import { loadRemoteUserView, userSummary } from "../access/user-view.js";
import { normaliseLoginName } from "../../core/login-name.js";
import type { Mailer } from "../mail/mailer.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { Session } from "../../core/session.js";
import type { ClientInfo, SessionService } from "../sessions/session-service.js";
import { hashToken, newToken } from "../sessions/session-tokens.js";
import type { AppDatabase } from "../../db/database.js";
import { renderRemoteAccessMail } from "./remote-access-mail.js";
import type { GrantRow, RemoteAccessRepository } from "./remote-access-repository.js";
import type { Caller } from "../../core/caller.js";

/** How long an installer bind link stays valid. */
export const BIND_TTL_MS = 72 * 3_600_000;
const { PENDING, GRANTED, REFUSED, REVOKED, EXPIRED } = REMOTE_REQ_STATUS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);
/** Compares two hex digests in constant time. */
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface RemoteAccessDeps {
  db: AppDatabase;
  repo: RemoteAccessRepository;
  sessions: SessionService;
  mailer: Mailer;
  opLog?: OpLogWriter | undefined;
  now: () => number;
}

/** Who acts, for the checks and the operation log: the caller, their session and IP. */
export interface Actor {
  caller: Caller;
  session: Session;
  ip: string;
}

/** Administrators of the organization itself; a remote installer may not grant or revoke (spec §6). */
const requireOwnAdmin = ({ caller, session }: Actor) => {
  if (!caller.isAdmin || session.remote) throw new AppError(Code.NO_PERMISSION);
};

/**
 * Installers and remote access (spec §4 "Remote access"): a customer's administrator binds an
 * installer of another organization by a single-use link; the installer requests access; the
 * customer grants it for a §9 duration, refuses or revokes; the remote-login link signs the
 * installer into the customer's organization for no longer than the grant.
 */
export function createRemoteAccessService(deps: RemoteAccessDeps) {
  const { repo, now } = deps;
  const log = (orgId: string, userId: string, action: OpLogAction, detail: string, ip?: string) =>
    deps.opLog?.({ orgId, userId, module: "remoteAccess", action, detail, ip });

  const statusOf = (row: GrantRow) =>
    row.status === GRANTED && row.expiresAt && row.expiresAt.getTime() <= now() ? EXPIRED : row.status;

  /** The binding behind a link: 20037 unknown or wrong uuid, 20036 used, 20035 expired. */
  async function byLink(inviteId: string, uuid: string) {
    const row = isUuid(inviteId) ? await repo.binding(inviteId) : null;
    if (!row || row.tokenHash !== hashToken(uuid)) throw new AppError(Code.INVITE_INVALID);
    if (row.boundAt) throw new AppError(Code.INVITE_USED);
    if (row.expiresAt.getTime() <= now()) throw new AppError(Code.INVITE_EXPIRED);
    return row;
  }

  /** The caller's organization's request, else 5001 (another organization's or none). */
  async function mine(caller: Caller, grantId: string) {
    const row = isUuid(grantId) ? await repo.grantInOrg(caller.user.orgId, grantId) : null;
    if (!row) throw new AppError(Code.NOT_IN_ORG);
    return row;
  }

  async function end(grantIds: readonly string[], status: number) {
    for (const id of grantIds) {
      await repo.decide(id, [PENDING, GRANTED], { status, decidedAt: new Date(now()) });
      await deps.sessions.revokeRemoteGrant(id, Code.TOKEN_INVALID);
    }
  }

  return {
    async invite(actor: Actor, email: string, locale: Locale, origin: string) {
      requireOwnAdmin(actor);
      const uuid = newToken();
      const at = now();
      const inviteId = await repo.createBinding({ orgId: actor.caller.user.orgId, email: normaliseLoginName(email), tokenHash: hashToken(uuid), createdBy: actor.caller.user.userId, expiresAt: new Date(at + BIND_TTL_MS) });
      const mail = renderRemoteAccessMail(locale, "bind", { orgName: actor.caller.user.orgName, link: `${origin}/bind/installer/${inviteId}/${uuid}` });
      await deps.mailer.send({ to: normaliseLoginName(email), ...mail });
      log(actor.caller.user.orgId, actor.caller.user.userId, "installer.invite", normaliseLoginName(email), actor.ip);
      return { inviteId };
    },

    async bindCheck(data: { inviteId: string; uuid: string }) {
      const row = await byLink(data.inviteId, data.uuid);
      return { orgName: row.orgName, email: row.email, expireTime: row.expiresAt.getTime() };
    },

    /** The signed-in installer accepts: the invited e-mail, of another organization; single use. */
    async bind(actor: Actor, data: { inviteId: string; uuid: string }) {
      const row = await byLink(data.inviteId, data.uuid);
      const { user } = actor.caller;
      if (actor.session.remote || user.orgId === row.orgId || normaliseLoginName(user.email) !== row.email) throw new AppError(Code.INVITE_INVALID);
      const at = new Date(now());
      if (!(await repo.bind(row.id, user.userId, at))) throw new AppError(Code.INVITE_USED);
      // One installer per customer: the previous one's requests and remote sessions end.
      await end(await repo.liveGrantsOf(await repo.retireOthers(row.orgId, row.id, at)), REVOKED);
      await repo.unretire(row.id);
      log(row.orgId, user.userId, "installer.bind", user.email, actor.ip);
      return { orgName: row.orgName };
    },

    async myInstaller(caller: Caller) {
      const row = await repo.currentInstaller(caller.user.orgId);
      return { installer: row ? { userName: row.userName, email: row.email, orgName: row.orgName, bindTime: row.boundAt?.getTime() ?? 0 } : null };
    },

    /**
     * The customer's administrator ends the binding (issue 28): the installer leaves the customer's
     * list, and their pending and granted requests end with their remote sessions. Nothing bound:
     * nothing is written.
     */
    async unbind(actor: Actor) {
      requireOwnAdmin(actor);
      const orgId = actor.caller.user.orgId;
      const installer = await repo.currentInstaller(orgId);
      const retired = await repo.retireOthers(orgId, "", new Date(now()));
      if (retired.length === 0) return { unbound: 0 };
      await end(await repo.liveGrantsOf(retired), REVOKED);
      log(orgId, actor.caller.user.userId, "installer.unbind", installer?.email ?? "", actor.ip);
      return { unbound: retired.length };
    },

    async customers(caller: Caller) {
      const rows = await repo.customersOf(caller.user.userId);
      const latest = await repo.latestGrants(rows.map((r) => r.id));
      return {
        list: rows.map((r) => {
          const g = latest.get(r.id);
          return { bindingId: r.id, orgName: r.orgName, bindTime: r.boundAt?.getTime() ?? 0, request: g ? { grantId: g.id, status: statusOf(g), expireTime: g.expiresAt?.getTime() ?? null } : null };
        }),
      };
    },

    /** The installer asks for administrator access; a pending request is answered again, not doubled. */
    async request(actor: Actor, bindingId: string) {
      const binding = isUuid(bindingId) ? await repo.binding(bindingId) : null;
      if (!binding || binding.installerUserId !== actor.caller.user.userId || binding.removedAt || actor.session.remote) throw new AppError(Code.NOT_IN_ORG);
      const pending = await repo.pendingOf(binding.id);
      if (pending) return { grantId: pending.id };
      const grantId = await repo.createGrant({ orgId: binding.orgId, bindingId: binding.id, installerUserId: actor.caller.user.userId });
      log(binding.orgId, actor.caller.user.userId, "remoteAccess.request", actor.caller.user.email, actor.ip);
      return { grantId };
    },

    async list(caller: Caller, query: ParsedRequestOf<"/remote-access-req/list">) {
      const { total, rows } = await repo.page(caller.user.orgId, query, new Date(now()));
      return {
        total,
        list: rows.map(({ grant, ...who }) => ({
          grantId: grant.id,
          ...who,
          status: statusOf(grant),
          duration: grant.durationMin,
          createTime: grant.createdAt.getTime(),
          expireTime: grant.expiresAt?.getTime() ?? null,
        })),
      };
    },

    async audit(actor: Actor, data: ParsedRequestOf<"/remote-access-req/audit">, locale: Locale, origin: string) {
      requireOwnAdmin(actor);
      const row = await mine(actor.caller, data.grantId);
      if (row.status !== PENDING) throw new AppError(Code.INVITE_NOT_PENDING);
      const at = now();
      const decided = { decidedAt: new Date(at), decidedBy: actor.caller.user.userId };
      if (!data.approve) {
        if (!(await repo.decide(row.id, [PENDING], { ...decided, status: REFUSED }))) throw new AppError(Code.INVITE_NOT_PENDING);
        log(row.orgId, actor.caller.user.userId, "remoteAccess.refuse", row.id, actor.ip);
        return {};
      }
      if (data.duration === undefined) throw new AppError(Code.INVALID_DATA, { issues: [{ path: "duration", message: "required" }] });
      const token = newToken();
      const expiresAt = data.duration === -1 ? null : new Date(at + data.duration * 60_000);
      const set = { ...decided, status: GRANTED, durationMin: data.duration, expiresAt, tokenHash: hashToken(token) };
      if (!(await repo.decide(row.id, [PENDING], set))) throw new AppError(Code.INVITE_NOT_PENDING);
      const installer = await loadRemoteUserView(deps.db, row.installerUserId, row.orgId);
      if (installer) {
        const mail = renderRemoteAccessMail(locale, "grant", { orgName: actor.caller.user.orgName, link: `${origin}/remote-access-login/${row.id}/${token}` });
        await deps.mailer.send({ to: installer.email, ...mail });
      }
      log(row.orgId, actor.caller.user.userId, "remoteAccess.grant", `${installer?.email ?? row.installerUserId} ${data.duration}`, actor.ip);
      return {};
    },

    /** Ends a request or grant at once; the installer's remote sessions get the forced logout. */
    async revoke(actor: Actor, grantId: string) {
      requireOwnAdmin(actor);
      const row = await mine(actor.caller, grantId);
      if (statusOf(row) !== GRANTED && row.status !== PENDING) throw new AppError(Code.INVITE_NOT_PENDING);
      await end([row.id], REVOKED);
      log(row.orgId, actor.caller.user.userId, "remoteAccess.revoke", row.id, actor.ip);
      return {};
    },

    /**
     * The remote-login link, opened by the installer signed in to their own account (password and
     * their own second factor): a session in the customer's organization that ends with the grant.
     * The link alone signs nobody in. It works once per installer session (33700), only for the
     * installer it was granted to and never from a remote session (33701), and only from a session
     * that proved a second factor when the customer requires MFA (33702). Its use is logged in the
     * customer's operation log with the client's IP.
     */
    async connect(actor: Actor, data: { grantId: string; token: string }, client: ClientInfo) {
      const row = isUuid(data.grantId) ? await repo.grant(data.grantId) : null;
      if (!row || !row.tokenHash || !sameHash(row.tokenHash, hashToken(data.token))) throw new AppError(Code.INVITE_INVALID);
      if (statusOf(row) !== GRANTED) throw new AppError(Code.INVITE_EXPIRED);
      const { session } = actor;
      if (session.remote || session.userId !== row.installerUserId) throw new AppError(Code.REMOTE_LINK_NOT_YOURS);
      const binding = await repo.binding(row.bindingId);
      const view = await loadRemoteUserView(deps.db, row.installerUserId, row.orgId);
      if (!binding || binding.removedAt || !view || view.state !== USER_STATE.ACTIVATED) throw new AppError(Code.INVITE_INVALID);
      if (view.orgMfaEnforced && !session.mfaVerified) throw new AppError(Code.REMOTE_MFA_REQUIRED);
      // Before the use is recorded, so this line (not the call's generic one) rides that write.
      log(row.orgId, row.installerUserId, "remoteAccess.login", view.email, client.ip);
      if (!(await repo.claimUse(row.id, session.sessionId, client.ip, new Date(now())))) throw new AppError(Code.REMOTE_LINK_USED);
      const issued = await deps.sessions.issue({ userId: row.installerUserId, orgId: row.orgId, remote: { grantId: row.id, until: row.expiresAt }, mfaVerified: session.mfaVerified }, client);
      const { token, sid, expireTime, expiresIn } = issued;
      return { token, sid, expireTime, expiresIn, user: { ...userSummary(view), remote: { until: row.expiresAt?.getTime() ?? null } } };
    },

    /** Marks lapsed grants expired and ends their sessions with the forced logout (the sweep). */
    async sweep() {
      const ids = await repo.lapsed(new Date(now()), 100);
      for (const id of ids) {
        if (await repo.decide(id, [GRANTED], { status: EXPIRED })) await deps.sessions.revokeRemoteGrant(id, Code.TOKEN_EXPIRED);
      }
      return ids.length;
    },
  };
}
export type RemoteAccessService = ReturnType<typeof createRemoteAccessService>;
