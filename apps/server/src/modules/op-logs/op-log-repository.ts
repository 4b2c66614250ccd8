import { and, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { pagedSelect } from "../../db/paged-select.js";
import { opLogs, users } from "../../db/schema/index.js";

/** Which lines a page or an export reads; always one organization. */
export interface OpLogScope {
  orgId: string;
  userId?: string | undefined;
  module?: string | undefined;
  from: Date;
  to: Date;
}

/** One line to store. */
export interface OpLogInsert {
  orgId: string;
  userId: string | null;
  /** "user", "system" or "shareLink" (op-log-port.ts OpLogActor). */
  actorKind: string;
  actorName: string;
  module: string;
  action: string;
  detail: string;
  ip: string;
  source: "server" | "console";
  at: Date;
}

/** op_logs access. */
export function createOpLogRepository(db: AppDatabase) {
  const whereOf = (scope: OpLogScope): SQL | undefined => {
    const parts: SQL[] = [eq(opLogs.orgId, scope.orgId), gte(opLogs.createdAt, scope.from), lte(opLogs.createdAt, scope.to)];
    if (scope.userId) parts.push(eq(opLogs.userId, scope.userId));
    if (scope.module) parts.push(eq(opLogs.module, scope.module));
    return and(...parts);
  };
  const selectRows = (scope: OpLogScope) =>
    db
      .select({
        id: opLogs.id,
        createdAt: opLogs.createdAt,
        actorKind: opLogs.actorKind,
        actorName: opLogs.actorName,
        userId: opLogs.userId,
        userName: users.userName,
        loginName: users.email,
        module: opLogs.module,
        action: opLogs.action,
        detail: opLogs.detail,
        ip: opLogs.ip,
        source: opLogs.source,
      })
      .from(opLogs)
      // By id only: lines name the acting user, who is of the organization or an installer acting
      // in it through a remote-access grant (spec §4). A deleted account has no name left (the
      // console shows "Deleted user").
      .leftJoin(users, and(eq(users.id, opLogs.userId), isNull(users.deletedAt)))
      .where(whereOf(scope))
      .orderBy(desc(opLogs.createdAt), desc(opLogs.id));

  const insertOf = (line: OpLogInsert) =>
    db.insert(opLogs).values({
      orgId: line.orgId,
      userId: line.userId,
      actorKind: line.actorKind,
      actorName: line.actorName,
      module: line.module,
      action: line.action,
      detail: line.detail,
      ip: line.ip,
      source: line.source,
      createdAt: line.at,
    });

  return {
    async insert(line: OpLogInsert): Promise<void> {
      await insertOf(line);
    },
    /** The insert as SQL and parameters, answering the new id: it rides a change's transaction (db/ride-along.ts). */
    insertStatement(line: OpLogInsert): { sql: string; params: unknown[] } {
      const { sql, params } = insertOf(line).returning({ id: opLogs.id }).toSQL();
      return { sql, params };
    },
    /**
     * Gives a line its final wording and place: a service's own module, action and detail, and the
     * organization and actor it names (a binding logged in the customer's organization, say).
     */
    async refine(id: number, line: Pick<OpLogInsert, "orgId" | "userId" | "actorKind" | "actorName" | "module" | "action" | "detail">): Promise<void> {
      const { orgId, userId, actorKind, actorName, module, action, detail } = line;
      await db.update(opLogs).set({ orgId, userId, actorKind, actorName, module, action, detail }).where(eq(opLogs.id, id));
    },
    page(scope: OpLogScope, pageNum: number, pageSize: number) {
      return pagedSelect({ pageNum, pageSize }, db.select({ n: count() }).from(opLogs).where(whereOf(scope)), selectRows(scope));
    },
    /** At most `cap + 1` counted, so a huge range stays cheap to refuse. */
    async countUpTo(scope: OpLogScope, cap: number): Promise<number> {
      const capped = db.select({ id: opLogs.id }).from(opLogs).where(whereOf(scope)).limit(cap + 1).as("capped");
      const [row] = await db.select({ n: count() }).from(capped);
      return row?.n ?? 0;
    },
    rows(scope: OpLogScope, limit: number) {
      return selectRows(scope).limit(limit);
    },
    /** Retention: deletes the lines older than `before` in batches (short locks); answers how many went. */
    async deleteOlderThan(before: Date, batch = 10_000): Promise<number> {
      let total = 0;
      for (;;) {
        const old = db.select({ id: opLogs.id }).from(opLogs).where(lt(opLogs.createdAt, before)).limit(batch);
        const gone = await db.delete(opLogs).where(inArray(opLogs.id, old)).returning({ id: opLogs.id });
        total += gone.length;
        if (gone.length < batch) return total;
      }
    },
  };
}
export type OpLogRepository = ReturnType<typeof createOpLogRepository>;
export type OpLogRow = Awaited<ReturnType<OpLogRepository["rows"]>>[number];
