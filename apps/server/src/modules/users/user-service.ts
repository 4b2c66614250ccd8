import { Code, type Profile } from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import type { AppDatabase } from "../../db/database.js";
import { AppError } from "../../core/app-error.js";
import type { AccountDirectory } from "../accounts/account-directory.js";
import { registerCodeError, type EmailCodeService } from "../email-codes/email-code-service.js";
import { loadUserView, userSummary } from "../access/user-view.js";
import { countOrgDevices } from "../devices/device-count.js";
import { verifyPassword } from "../passwords/password-hasher.js";
import type { SessionService } from "../sessions/session-service.js";
import type { UserRepository } from "./user-repository.js";
import type { Caller, UserView } from "../../core/caller.js";
import { USER_TYPE } from "@vms/permissions";

/** Most users a picker lists (/user/choose). */
const CHOOSE_LIMIT = 500;

export interface UserDeps {
  db: AppDatabase;
  users: UserRepository;
  accounts: AccountDirectory;
  sessions: SessionService;
  /** E-mail codes that confirm a deletion instead of the password. */
  codes: Pick<EmailCodeService, "send" | "check">;
  now?: () => number;
}

/** The profile answer (spec §7 /user/profile/get). */
export function profileOf(view: UserView): Profile {
  return { ...userSummary(view), createTime: view.createdAt.getTime(), orgAddress: view.orgAddress, orgContact: view.orgContact };
}

/** Profile, organization users and account deletion, always inside the caller's organization. */
export function createUserService({ db, users, accounts, sessions, codes, now = Date.now }: UserDeps) {
  async function reload(userId: string): Promise<Profile> {
    const view = await loadUserView(db, userId);
    if (!view) throw new AppError(Code.TOKEN_INVALID);
    return profileOf(view);
  }

  async function unregisterCheck(caller: Caller) {
    // Only an administrator's deletion takes the organization (and what it holds) with it.
    const subUserCount = caller.isAdmin ? await users.countOthers(caller.user.orgId, caller.user.userId) : 0;
    const deviceCount = caller.isAdmin ? await countOrgDevices(db, caller.user.orgId) : 0;
    return { canUnregister: subUserCount === 0 && deviceCount === 0, subUserCount, deviceCount };
  }

  return {
    profile: (caller: Caller): Profile => profileOf(caller.user),

    async updateProfile(caller: Caller, input: { userName?: string | undefined; alias?: string | undefined; phone?: string | undefined }) {
      const changes = {
        ...(input.userName !== undefined ? { userName: input.userName.trim() } : {}),
        ...(input.alias !== undefined ? { alias: input.alias.trim() } : {}),
        ...(input.phone !== undefined ? { phone: input.phone.trim() } : {}),
      };
      if (Object.keys(changes).length > 0) await users.updateProfile(caller.user.userId, changes, new Date(now()));
      return reload(caller.user.userId);
    },

    async query(caller: Caller, query: { keyword?: string | undefined; state?: number | undefined; roleId?: string | undefined; userId?: string | undefined; pageNum: number; pageSize: number }) {
      const { total, rows } = await users.page(caller.user.orgId, query);
      return {
        total,
        list: rows.map((row) => ({
          userId: row.userId,
          email: row.email,
          userName: row.userName,
          alias: row.alias,
          phone: row.phone,
          type: row.type === USER_TYPE.ADMIN ? USER_TYPE.ADMIN : USER_TYPE.NORMAL,
          state: row.state,
          roleId: row.roleId,
          roleName: row.roleName,
          createTime: row.createdAt.getTime(),
        })),
      };
    },

    async choose(caller: Caller, keyword: string | undefined) {
      return { list: await users.choose(caller.user.orgId, keyword, CHOOSE_LIMIT) };
    },

    unregisterCheck,

    /** Mails the code that confirms a deletion to the caller's own address (spec §7 /user/unregister*). */
    sendUnregisterCode: (caller: Caller, locale: Locale, ip: string) => codes.send({ target: caller.user.email, purpose: "UNREGISTER", locale, ip }),

    /**
     * Deletes the account, confirmed by the password or an e-mail code: its sessions answer 7088.
     * An administrator's deletion disables the organization; it is refused while other users
     * (33400) or devices (33401) remain.
     */
    async unregister(caller: Caller, proof: { password?: string | undefined; emailCode?: string | undefined }) {
      if (proof.password !== undefined) {
        const stored = await accounts.passwordHashOf(caller.user.userId);
        if (!(await verifyPassword(stored, proof.password))) throw new AppError(Code.WRONG_CREDENTIALS);
      }
      const check = await unregisterCheck(caller);
      if (check.subUserCount > 0) throw new AppError(Code.HAS_SUB_USERS);
      if (check.deviceCount > 0) throw new AppError(Code.HAS_DEVICES);
      // The code is checked after the blockers, so a refused deletion does not use it up.
      if (proof.password === undefined) {
        const result = await codes.check(caller.user.email, "UNREGISTER", proof.emailCode ?? "");
        if (result !== "ok") throw registerCodeError(result);
      }
      const at = new Date(now());
      await users.markDeleted(caller.user.userId, at);
      await sessions.revokeUser(caller.user.userId, Code.ACCOUNT_DELETED);
      if (caller.isAdmin) {
        await users.disableOrg(caller.user.orgId, at);
        await sessions.revokeOrg(caller.user.orgId, [], Code.ORG_DISABLED);
      }
      return {};
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
