import { randomInt } from "node:crypto";
import type { BuiltInRoleId } from "@vms/permissions";
import type { AppDatabase } from "../db/database.js";
import { organizations, roles, users } from "../db/schema/index.js";
import { DEFAULT_DYNAMIC_CODES } from "../modules/accounts/account-repository.js";
import { hashPassword } from "../modules/passwords/password-hasher.js";
import { builtInRoleIds } from "../modules/roles/built-in-roles.js";

/** Password of the users tests create. */
export const TEST_PASSWORD = "Test-Pass-123";

export interface TestUser {
  email: string;
  /** A built-in role, or a custom role of this organization: { marker, codes }. */
  role: BuiltInRoleId | { marker: string | null; codes: string[] };
  state?: number;
}

/** An organization with users, written straight to the database (the endpoints under test read it). */
export async function createTestOrg(db: AppDatabase, name: string, members: TestUser[]) {
  const customerId = String(randomInt(10_000_000, 100_000_000));
  const [org] = await db
    .insert(organizations)
    .values({ name, customerId, dynamicCodes: [...DEFAULT_DYNAMIC_CODES] })
    .returning({ id: organizations.id });
  if (!org) throw new Error("no organization");
  return { orgId: org.id, customerId, userIds: await addTestUsers(db, org.id, members) };
}

/** Users added to an existing organization (password TEST_PASSWORD); answers their ids by e-mail. */
export async function addTestUsers(db: AppDatabase, orgId: string, members: TestUser[]): Promise<Record<string, string>> {
  const builtIn = await builtInRoleIds(db);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const ids: Record<string, string> = {};
  for (const member of members) {
    let roleId: string | undefined;
    if (typeof member.role === "string") roleId = builtIn.get(member.role);
    else {
      const [custom] = await db
        .insert(roles)
        .values({ orgId, name: `${member.role.marker ?? "custom"} role`, marker: member.role.marker, codes: member.role.codes })
        .returning({ id: roles.id });
      roleId = custom?.id;
    }
    if (!roleId) throw new Error("no role");
    const [user] = await db
      .insert(users)
      .values({
        orgId,
        email: member.email,
        userName: member.email.split("@")[0] ?? "user",
        type: member.role === "orgAdmin" ? 1 : 2,
        state: member.state ?? 1,
        roleId,
        passwordHash,
      })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    ids[member.email] = user.id;
  }
  return ids;
}
