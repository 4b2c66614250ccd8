import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { pagedSelect } from "../../db/paged-select.js";
import { loginLogs, users } from "../../db/schema/index.js";
import { Code } from "@vms/api-client";

/** One sign-in attempt to record (never the password or any code). */
export interface LoginAttempt {
  loginName: string;
  orgId: string | null;
  userId: string | null;
  code: number;
  ip: string;
  userAgent: string;
  at: Date;
}

/** Which rows a page reads; `orgId` or `userId` always scopes it. */
export interface LoginLogFilter {
  orgId?: string;
  userId?: string;
  from?: Date;
  to?: Date;
  loginName?: string;
}

/** login_logs access. */
export function createLoginLogRepository(db: AppDatabase) {
  const whereOf = (filter: LoginLogFilter): SQL | undefined => {
    const parts: SQL[] = [];
    if (filter.orgId) parts.push(eq(loginLogs.orgId, filter.orgId));
    if (filter.userId) parts.push(eq(loginLogs.userId, filter.userId));
    if (filter.from) parts.push(gte(loginLogs.createdAt, filter.from));
    if (filter.to) parts.push(lte(loginLogs.createdAt, filter.to));
    if (filter.loginName) parts.push(eq(loginLogs.loginName, filter.loginName));
    return and(...parts);
  };

  return {
    async record(attempt: LoginAttempt): Promise<void> {
      await db.insert(loginLogs).values({
        loginName: attempt.loginName,
        orgId: attempt.orgId,
        userId: attempt.userId,
        success: attempt.code === Code.OK,
        code: attempt.code,
        ip: attempt.ip,
        userAgent: attempt.userAgent,
        createdAt: attempt.at,
      });
    },

    async page(filter: LoginLogFilter, pageNum: number, pageSize: number) {
      if (!filter.orgId && !filter.userId) throw new Error("login log pages must be scoped");
      const where = whereOf(filter);
      const rows = db
        .select({
          id: loginLogs.id,
          loginName: loginLogs.loginName,
          userName: users.userName,
          success: loginLogs.success,
          code: loginLogs.code,
          ip: loginLogs.ip,
          userAgent: loginLogs.userAgent,
          createdAt: loginLogs.createdAt,
        })
        .from(loginLogs)
        .leftJoin(users, eq(users.id, loginLogs.userId))
        .where(where)
        .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id));
      return pagedSelect({ pageNum, pageSize }, db.select({ n: count() }).from(loginLogs).where(where), rows);
    },
  };
}
export type LoginLogRepository = ReturnType<typeof createLoginLogRepository>;
