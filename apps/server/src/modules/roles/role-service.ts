import { Code, PUSH_INFO_TYPE, buildPushMessage } from "@vms/api-client";
import { ROLE_MARKER } from "@vms/permissions";
import { and, asc, count, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { roles, users } from "../../db/schema/index.js";
import { AppError } from "../../core/app-error.js";
import type { PushHub } from "../push/push-hub.js";
import { isUuid } from "../../core/ids.js";
import { isAssignableCode } from "./resource-modules.js";
import type { Caller } from "../../core/caller.js";

const requireAdmin = (caller: Caller) => {
  if (!caller.isAdmin) throw new AppError(Code.NO_PERMISSION);
};

const badCodes = () => new AppError(Code.INVALID_DATA, { issues: [{ path: "codes", message: "unknown" }] });

/** The codes a role gets: spec §6 codes only, once each, in a stable order. */
function cleanCodes(codes: readonly string[]): string[] {
  if (!codes.every(isAssignableCode)) throw badCodes();
  return [...new Set(codes)].sort();
}

/**
 * Roles (spec §6): the built-in roles (read-only, shared) and each organization's custom roles.
 * Access reads the role on every request (access/caller.ts), so a change is in force at the
 * users' next request; the push socket tells their consoles to reload permissions now.
 */
export function createRoleService(deps: { db: AppDatabase; push: () => PushHub }) {
  const { db } = deps;

  /** A role the caller's organization may use (built-in or its own), else 20039. */
  async function usable(orgId: string, roleId: string) {
    if (!isUuid(roleId)) throw new AppError(Code.ROLE_MISSING);
    const [row] = await db
      .select({ id: roles.id, orgId: roles.orgId, builtinKey: roles.builtinKey, marker: roles.marker })
      .from(roles)
      .where(and(eq(roles.id, roleId), or(isNull(roles.orgId), eq(roles.orgId, orgId))))
      .limit(1);
    if (!row) throw new AppError(Code.ROLE_MISSING);
    return row;
  }

  /** A custom role of the caller's organization; a built-in one is read-only (5000). */
  async function own(caller: Caller, roleId: string) {
    requireAdmin(caller);
    const row = await usable(caller.user.orgId, roleId);
    if (row.orgId === null) throw new AppError(Code.NO_PERMISSION);
    return row;
  }

  async function notifyHolders(orgId: string, roleId: string) {
    const holders = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.roleId, roleId), isNull(users.deletedAt)));
    const message = buildPushMessage(PUSH_INFO_TYPE.PERMISSIONS_CHANGED, { reason: "ROLE_EDITED" });
    for (const holder of holders) deps.push().toUser(holder.id, message);
  }

  /** Refuses a name another role the organization sees has (its own or a built-in one), trimmed, any case: 33740. */
  async function requireFreeName(orgId: string, name: string, exceptRoleId?: string) {
    const [taken] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(
        and(
          or(isNull(roles.orgId), eq(roles.orgId, orgId)),
          sql`lower(btrim(${roles.name})) = ${name.trim().toLowerCase()}`,
          exceptRoleId ? ne(roles.id, exceptRoleId) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw new AppError(Code.ROLE_NAME_EXISTS);
  }

  return {
    usable,

    async list(caller: Caller) {
      const orgId = caller.user.orgId;
      const holders = db
        .select({ roleId: users.roleId, n: count().as("n") })
        .from(users)
        .where(and(eq(users.orgId, orgId), isNull(users.deletedAt)))
        .groupBy(users.roleId)
        .as("holders");
      const rows = await db
        .select({ id: roles.id, name: roles.name, orgId: roles.orgId, marker: roles.marker, codes: roles.codes, n: holders.n })
        .from(roles)
        .leftJoin(holders, eq(holders.roleId, roles.id))
        .where(or(isNull(roles.orgId), eq(roles.orgId, orgId)))
        .orderBy(sql`${roles.orgId} IS NOT NULL`, asc(roles.createdAt), asc(roles.name));
      return {
        list: rows.map((r) => ({
          roleId: r.id,
          roleName: r.name,
          builtIn: r.orgId === null,
          marker: r.marker,
          codes: r.marker === ROLE_MARKER.NO_ACCESS ? [] : r.codes,
          userCount: Number(r.n ?? 0),
        })),
      };
    },

    async add(caller: Caller, data: { roleName: string; codes: string[]; noAccess: boolean }) {
      requireAdmin(caller);
      const codes = data.noAccess ? [] : cleanCodes(data.codes);
      await requireFreeName(caller.user.orgId, data.roleName);
      const [row] = await db
        .insert(roles)
        .values({ orgId: caller.user.orgId, name: data.roleName.trim(), codes, marker: data.noAccess ? ROLE_MARKER.NO_ACCESS : null })
        .returning({ id: roles.id });
      if (!row) throw new Error("role insert returned no row");
      return { roleId: row.id };
    },

    async edit(caller: Caller, data: { roleId: string; roleName: string; codes: string[] }) {
      const role = await own(caller, data.roleId);
      const codes = role.marker === ROLE_MARKER.NO_ACCESS ? [] : cleanCodes(data.codes);
      await requireFreeName(caller.user.orgId, data.roleName, role.id);
      await db.update(roles).set({ name: data.roleName.trim(), codes }).where(eq(roles.id, role.id));
      await notifyHolders(caller.user.orgId, role.id);
      return {};
    },

    /** Answers the role it deleted (none when it went meanwhile). */
    async remove(caller: Caller, roleId: string) {
      const role = await own(caller, roleId);
      // Checked and deleted together: a user given the role meanwhile keeps it (the FK refuses).
      return db.transaction(async (tx) => {
        const [held] = await tx.select({ n: count() }).from(users).where(eq(users.roleId, role.id));
        if ((held?.n ?? 0) > 0) throw new AppError(Code.ROLE_IN_USE);
        return tx.delete(roles).where(eq(roles.id, role.id)).returning({ id: roles.id, name: roles.name });
      });
    },
  };
}
export type RoleService = ReturnType<typeof createRoleService>;
