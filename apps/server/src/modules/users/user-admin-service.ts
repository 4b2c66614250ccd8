import { buildPushMessage, Code, PUSH_INFO_TYPE, USER_STATE } from "@vms/api-client";
import { USER_TYPE } from "@vms/permissions";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { users } from "../../db/schema/index.js";
import { AppError } from "../../core/app-error.js";
import type { PushHub } from "../push/push-hub.js";
import type { RoleService } from "../roles/role-service.js";
import type { SessionService } from "../sessions/session-service.js";
import { isUuid } from "../../core/ids.js";
import type { UserRepository } from "./user-repository.js";
import type { Caller } from "../../core/caller.js";

export interface UserAdminDeps {
  db: AppDatabase;
  users: UserRepository;
  roles: RoleService;
  sessions: SessionService;
  push: () => PushHub;
  now: () => number;
}

/**
 * What administrators do to other users of their organization (spec §6): freeze and unfreeze,
 * delete, grant or remove admin, assign a role. Access is read on every request, so each change
 * is in force at the user's next request; the push socket tells their console at once.
 */
export function createUserAdminService(deps: UserAdminDeps) {
  const { db } = deps;

  /** A live user of the caller's organization other than the caller (administrators only). */
  async function target(caller: Caller, userId: string) {
    if (!caller.isAdmin) throw new AppError(Code.NO_PERMISSION);
    const rows = isUuid(userId)
      ? await db
          .select({ id: users.id, type: users.type, state: users.state, userName: users.userName, email: users.email })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.orgId, caller.user.orgId), isNull(users.deletedAt)))
          .limit(1)
      : [];
    const row = rows[0];
    if (!row) throw new AppError(Code.NOT_IN_ORG);
    // One's own account is changed on the profile page (and deleted with /user/unregister).
    if (row.id === caller.user.userId) throw new AppError(Code.NO_PERMISSION);
    return row;
  }

  const tell = (userId: string, reason: "ROLE_ASSIGNED" | "ADMIN_CHANGED") =>
    deps.push().toUser(userId, buildPushMessage(PUSH_INFO_TYPE.PERMISSIONS_CHANGED, { reason }));

  return {
    async setState(caller: Caller, userId: string, state: 1 | 2) {
      const user = await target(caller, userId);
      // An inactivated user becomes active by the invitation link only.
      if (user.state === USER_STATE.INACTIVATED) throw new AppError(Code.INVITE_NOT_PENDING);
      await db.update(users).set({ state, updatedAt: new Date(deps.now()) }).where(eq(users.id, user.id));
      if (state === USER_STATE.FROZEN) await deps.sessions.revokeUser(user.id, Code.ACCOUNT_FROZEN);
      return {};
    },

    /** Answers the account it deleted, named as it was (the deletion overwrites the name). */
    async remove(caller: Caller, userId: string) {
      const user = await target(caller, userId);
      await deps.users.markDeleted(user.id, new Date(deps.now()));
      await deps.sessions.revokeUser(user.id, Code.ACCOUNT_DELETED);
      return [{ name: user.userName || user.email, id: user.id }];
    },

    async setAdmin(caller: Caller, userId: string, isAdmin: 0 | 1) {
      const user = await target(caller, userId);
      const type = isAdmin === 1 ? USER_TYPE.ADMIN : USER_TYPE.NORMAL;
      if (type === USER_TYPE.NORMAL && user.type === USER_TYPE.ADMIN) {
        // The caller is an administrator other than the target, so one always remains; checked anyway.
        const [others] = await db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.orgId, caller.user.orgId), eq(users.type, USER_TYPE.ADMIN), isNull(users.deletedAt), ne(users.id, user.id)));
        if ((others?.n ?? 0) === 0) throw new AppError(Code.LAST_ADMIN);
      }
      await db.update(users).set({ type, updatedAt: new Date(deps.now()) }).where(eq(users.id, user.id));
      tell(user.id, "ADMIN_CHANGED");
      return {};
    },

    async setRole(caller: Caller, userId: string, roleId: string) {
      const user = await target(caller, userId);
      const role = await deps.roles.usable(caller.user.orgId, roleId);
      await db.update(users).set({ roleId: role.id, updatedAt: new Date(deps.now()) }).where(eq(users.id, user.id));
      tell(user.id, "ROLE_ASSIGNED");
      return {};
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
