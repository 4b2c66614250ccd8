import { and, eq, isNull } from "drizzle-orm";
import type { UserSummary } from "@vms/api-client";
import type { AppDatabase } from "../../db/database.js";
import { organizations, roles, users } from "../../db/schema/index.js";
import type { UserView } from "../../core/caller.js";
import { USER_TYPE } from "@vms/permissions";


const columns = {
  userId: users.id,
  orgId: users.orgId,
  email: users.email,
  userName: users.userName,
  alias: users.alias,
  phone: users.phone,
  avatarId: users.avatarId,
  type: users.type,
  state: users.state,
  mfaEnabled: users.mfaEnabled,
  createdAt: users.createdAt,
  roleId: roles.id,
  roleName: roles.name,
  roleMarker: roles.marker,
  roleCodes: roles.codes,
  orgName: organizations.name,
  customerId: organizations.customerId,
  orgAddress: organizations.address,
  orgContact: organizations.contact,
  orgState: organizations.state,
  orgMfaEnforced: organizations.mfaEnforced,
  orgDynamicCodes: organizations.dynamicCodes,
};

/** The live (not deleted) user `userId` with role and organization, or null. */
export async function loadUserView(db: AppDatabase, userId: string): Promise<UserView | null> {
  const rows = await db
    .select(columns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * An installer signed in remotely (spec §4 "Remote access"): the installer's own person fields,
 * the customer organization `orgId`, and the built-in administrator role (administrator access is
 * what a grant gives). Null when the installer or the organization is gone.
 */
export async function loadRemoteUserView(db: AppDatabase, userId: string, orgId: string): Promise<UserView | null> {
  const [person] = await db
    .select({ userId: users.id, email: users.email, userName: users.userName, alias: users.alias, phone: users.phone, avatarId: users.avatarId, state: users.state, mfaEnabled: users.mfaEnabled, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  const [org] = await db
    .select({ orgId: organizations.id, orgName: organizations.name, customerId: organizations.customerId, orgAddress: organizations.address, orgContact: organizations.contact, orgState: organizations.state, orgMfaEnforced: organizations.mfaEnforced, orgDynamicCodes: organizations.dynamicCodes })
    .from(organizations)
    .where(and(eq(organizations.id, orgId), isNull(organizations.deletedAt)))
    .limit(1);
  const [role] = await db
    .select({ roleId: roles.id, roleName: roles.name, roleMarker: roles.marker, roleCodes: roles.codes })
    .from(roles)
    .where(and(eq(roles.builtinKey, "orgAdmin"), isNull(roles.orgId)))
    .limit(1);
  if (!person || !org || !role) return null;
  return { ...person, ...org, ...role, type: 1 };
}

/** URL of an avatar (served by avatar-routes.ts), or "" without one. */
export function avatarUrl(avatarId: string | null): string {
  return avatarId ? `/user/avatar/${avatarId}` : "";
}

/** The user as /user/login and the profile answer it (spec §3 User). */
export function userSummary(view: UserView): UserSummary {
  const isAdmin = view.type === USER_TYPE.ADMIN;
  return {
    userId: view.userId,
    coId: view.customerId,
    orgName: view.orgName,
    email: view.email,
    userName: view.userName,
    alias: view.alias,
    phone: view.phone,
    avatar: avatarUrl(view.avatarId),
    type: isAdmin ? 1 : 2,
    isAdmin: isAdmin ? 1 : 0,
    state: view.state,
    roleId: view.roleId,
    roleName: view.roleName,
    roleMarker: view.roleMarker,
    mfaEnabled: view.mfaEnabled,
  };
}
