import { randomUUID } from "node:crypto";
import { Code, INVITE_KIND, INVITE_STATE, type ParsedRequestOf } from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import { ROLE_MARKER, USER_TYPE } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import { type AccountDirectory } from "../accounts/account-directory.js";
import { normaliseLoginName } from "../../core/login-name.js";
import type { Mailer } from "../mail/mailer.js";
import { hashPassword } from "../passwords/password-hasher.js";
import type { RoleService } from "../roles/role-service.js";
import { builtInRoleId } from "../roles/built-in-roles.js";
import { hashToken } from "../sessions/session-tokens.js";
import type { GrantService } from "../sites/grant-service.js";
import { isUuid } from "../../core/ids.js";
import type { AppDatabase } from "../../db/database.js";
import { renderInviteMail } from "./invite-mail.js";
import type { InviteRepository, InviteRow } from "./invite-repository.js";
import type { Caller } from "../../core/caller.js";

/** How long an invitation link stays valid (a resend starts it over). */
export const INVITE_TTL_HOURS = 72;
const TTL_MS = INVITE_TTL_HOURS * 3_600_000;

export interface InviteDeps {
  db: AppDatabase;
  invites: InviteRepository;
  roles: RoleService;
  grants: GrantService;
  accounts: AccountDirectory;
  mailer: Mailer;
  now: () => number;
}

const requireAdmin = (caller: Caller) => {
  if (!caller.isAdmin) throw new AppError(Code.NO_PERMISSION);
};
const issue = (path: string, message: string) => new AppError(Code.INVALID_DATA, { issues: [{ path, message }] });

/** The page a link opens: /user-register/… for a user, /company-register/… for an organization. */
const linkOf = (origin: string, row: { id: string; kind: number }, uuid: string) =>
  `${origin}/${row.kind === INVITE_KIND.COMPANY ? "company-register" : "user-register"}/${row.id}/${uuid}`;

/**
 * Invitations (spec §4): a user invitation creates the inactivated user (state 0) with its role
 * and site grants; the mailed link (random uuid, stored hashed, single use) lets the invitee set
 * name and password. A company invitation registers a new organization instead.
 */
export function createInviteService(deps: InviteDeps) {
  const { invites, mailer, now } = deps;

  const stateOf = (row: InviteRow) =>
    row.usedAt ? INVITE_STATE.ACCEPTED : row.expiresAt.getTime() <= now() ? INVITE_STATE.EXPIRED : INVITE_STATE.PENDING;

  const itemOf = (row: InviteRow) => ({
    inviteId: row.id,
    kind: row.kind === INVITE_KIND.COMPANY ? INVITE_KIND.COMPANY : INVITE_KIND.USER,
    email: row.email,
    userId: row.userId,
    roleId: row.roleId,
    roleName: row.roleName,
    state: stateOf(row),
    createTime: row.createdAt.getTime(),
    expireTime: row.expiresAt.getTime(),
  });

  /** The caller's organization's invitation, else 5001 (another organization's or none). */
  async function mine(caller: Caller, inviteId: string): Promise<InviteRow> {
    const row = isUuid(inviteId) ? await invites.findInOrg(caller.user.orgId, inviteId) : null;
    if (!row) throw new AppError(Code.NOT_IN_ORG);
    return row;
  }

  async function pending(caller: Caller, inviteId: string): Promise<InviteRow> {
    const row = await mine(caller, inviteId);
    if (row.usedAt) throw new AppError(Code.INVITE_NOT_PENDING);
    return row;
  }

  async function send(row: { id: string; kind: number; email: string }, orgName: string, locale: Locale, origin: string, uuid: string) {
    const kind = row.kind === INVITE_KIND.COMPANY ? 2 : 1;
    const mail = renderInviteMail(locale, { orgName, link: linkOf(origin, row, uuid), kind, hours: INVITE_TTL_HOURS });
    await mailer.send({ to: row.email, ...mail });
  }

  /** The invitation behind a link, checked: 20037 unknown/foreign/wrong uuid, 20036 used, 20035 expired. */
  async function byLink(inviteId: string, uuid: string): Promise<InviteRow> {
    const row = isUuid(inviteId) ? await invites.find(inviteId) : null;
    // Unknown id and wrong uuid answer alike: the answer tells nothing without the whole link.
    if (!row || row.tokenHash !== hashToken(uuid)) throw new AppError(Code.INVITE_INVALID);
    if (row.usedAt) throw new AppError(Code.INVITE_USED);
    if (row.expiresAt.getTime() <= now()) throw new AppError(Code.INVITE_EXPIRED);
    if (row.kind === INVITE_KIND.USER && !row.userId) throw new AppError(Code.INVITE_INVALID);
    return row;
  }

  return {
    async create(caller: Caller, data: ParsedRequestOf<"/user/invite">, locale: Locale, origin: string) {
      requireAdmin(caller);
      const email = normaliseLoginName(data.email);
      if (await deps.accounts.findLiveByEmail(email)) throw new AppError(Code.ACCOUNT_EXISTS);
      const uuid = randomUUID();
      const common = { orgId: caller.user.orgId, email, createdBy: caller.user.userId, tokenHash: hashToken(uuid), locale, expiresAt: new Date(now() + TTL_MS) };
      if (data.kind === INVITE_KIND.COMPANY) {
        const { inviteId } = await invites.createCompanyInvite(common);
        await send({ id: inviteId, kind: 2, email }, caller.user.orgName, locale, origin, uuid).catch(async (err: unknown) => {
          await invites.remove({ id: inviteId, userId: null } as InviteRow);
          throw err;
        });
        return { inviteId };
      }
      if (!data.roleId) throw issue("roleId", "required");
      const role = await deps.roles.usable(caller.user.orgId, data.roleId);
      const type = role.marker === ROLE_MARKER.ORG_MANAGER ? USER_TYPE.ADMIN : USER_TYPE.NORMAL;
      const userName = email.split("@")[0]?.slice(0, 32) || email.slice(0, 32);
      const created = await invites.createUserInvite({ ...common, userName, type, roleId: role.id });
      const row = { id: created.inviteId, userId: created.userId } as InviteRow;
      try {
        // The site grant rules (33820, the caller's own sites) apply as on the user detail page.
        if (data.grants.length > 0) await deps.grants.grant(caller, { userId: created.userId, grants: data.grants });
        await send({ id: created.inviteId, kind: 1, email }, caller.user.orgName, locale, origin, uuid);
      } catch (err) {
        await invites.remove(row);
        throw err;
      }
      return { inviteId: created.inviteId };
    },

    /** A new link (the old one stops working) and a new validity period, mailed again. */
    async retry(caller: Caller, inviteId: string, locale: Locale, origin: string) {
      requireAdmin(caller);
      const row = await pending(caller, inviteId);
      const uuid = randomUUID();
      await invites.renew(row.id, hashToken(uuid), new Date(now() + TTL_MS));
      await send(row, row.orgName, locale, origin, uuid);
      return {};
    },

    async list(caller: Caller, query: ParsedRequestOf<"/invite/list">) {
      const { total, rows } = await invites.page(caller.user.orgId, query);
      return { total, list: rows.map(itemOf) };
    },

    async detail(caller: Caller, inviteId: string) {
      const row = await mine(caller, inviteId);
      const grants = row.userId ? await invites.grantsOf(row.userId) : [];
      return { ...itemOf(row), grants };
    },

    async update(caller: Caller, data: ParsedRequestOf<"/user-invite/update">) {
      requireAdmin(caller);
      const row = await pending(caller, data.inviteId);
      if (!row.userId) throw new AppError(Code.INVITE_NOT_PENDING);
      if (data.roleId) {
        const role = await deps.roles.usable(caller.user.orgId, data.roleId);
        await invites.setRole(row.userId, role.id, role.marker === ROLE_MARKER.ORG_MANAGER ? USER_TYPE.ADMIN : USER_TYPE.NORMAL);
      }
      if (data.grants) await deps.grants.grant(caller, { userId: row.userId, grants: data.grants });
      return {};
    },

    /** Answers the invitation it deleted, named by its e-mail address. */
    async remove(caller: Caller, inviteId: string) {
      requireAdmin(caller);
      const row = await pending(caller, inviteId);
      return (await invites.remove(row)) ? [{ name: row.email, id: row.id }] : [];
    },

    async check(data: { inviteId: string; uuid: string }) {
      const row = await byLink(data.inviteId, data.uuid);
      return { kind: itemOf(row).kind, email: row.email, orgName: row.orgName, coId: row.customerId, expireTime: row.expiresAt.getTime() };
    },

    /** Registration from the link: single use even under concurrent requests (markUsed is atomic). */
    async activate(data: ParsedRequestOf<"/user/invite/active">) {
      const row = await byLink(data.inviteId, data.uuid);
      if (row.kind === INVITE_KIND.COMPANY && !data.orgName) throw issue("orgName", "required");
      if (row.kind === INVITE_KIND.COMPANY && (await deps.accounts.findLiveByEmail(row.email))) throw new AppError(Code.ACCOUNT_EXISTS);
      const at = new Date(now());
      const passwordHash = await hashPassword(data.password);
      if (!(await invites.markUsed(row.id, at))) throw new AppError(Code.INVITE_USED);
      try {
        if (row.kind === INVITE_KIND.COMPANY) {
          await deps.accounts.createOrganization({
            orgName: (data.orgName ?? "").trim(),
            email: row.email,
            userName: data.userName.trim(),
            passwordHash,
            adminRoleId: await builtInRoleId(deps.db, "orgAdmin"),
          });
        } else if (!(await invites.activateUser(row.userId ?? "", data.userName.trim(), passwordHash, at))) {
          throw new AppError(Code.INVITE_INVALID);
        }
      } catch (err) {
        await invites.unmarkUsed(row.id);
        throw err;
      }
      return { email: row.email };
    },
  };
}
export type InviteService = ReturnType<typeof createInviteService>;
