import { USER_TYPE, type BuiltInRoleId } from "@vms/permissions";
import { count } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../../db/database.js";
import { organizations, users } from "../../db/schema/index.js";
import { DEFAULT_DYNAMIC_CODES } from "../accounts/account-directory.js";
import { hashPassword } from "../passwords/password-hasher.js";
import { builtInRoleIds } from "../roles/built-in-roles.js";

/** Password of every demo user (decision 0002, README). */
export const DEMO_PASSWORD = "Demo-Pass-2026";
export const DEMO_ORG_NAME = "Demo Co";

/** The seven demo users, one per built-in role (decision 0002 "Demo mode"). */
export const DEMO_USERS: ReadonlyArray<{ email: string; userName: string; role: BuiltInRoleId }> = [
  { email: "admin@demo.local", userName: "Demo Admin", role: "orgAdmin" },
  { email: "user@demo.local", userName: "Demo User", role: "ordinaryUser" },
  { email: "siteadmin@demo.local", userName: "Site Admin", role: "siteAdmin" },
  { email: "operator@demo.local", userName: "Site Operator", role: "siteOperator" },
  { email: "live@demo.local", userName: "Live Viewer", role: "liveOnlyViewer" },
  { email: "installer@demo.local", userName: "Installer", role: "installer" },
  { email: "station@demo.local", userName: "Viewing Station", role: "viewingStation" },
];

/**
 * Demo mode on an empty database (no users at all): organization "Demo Co" with the seven demo
 * users. A database with any user is left alone, so restarting never duplicates or resets them.
 */
export async function seedDemo(db: AppDatabase, log: FastifyBaseLogger): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const roleIds = await builtInRoleIds(db);
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: DEMO_ORG_NAME, customerId: "10000001", dynamicCodes: [...DEFAULT_DYNAMIC_CODES] })
      .onConflictDoNothing()
      .returning({ id: organizations.id });
    if (!org) throw new Error("demo organization customer ID 10000001 is taken");
    await tx.insert(users).values(
      DEMO_USERS.map((user, i) => {
        const roleId = roleIds.get(user.role);
        if (!roleId) throw new Error(`built-in role ${user.role} missing`);
        return { orgId: org.id, email: user.email, userName: user.userName, type: user.role === "orgAdmin" ? USER_TYPE.ADMIN : USER_TYPE.NORMAL, state: 1, roleId, passwordHash: hashes[i] ?? null };
      }),
    );
  });
  log.info({ users: DEMO_USERS.map((u) => u.email) }, "demo organization seeded (password in README)");
  return true;
}
