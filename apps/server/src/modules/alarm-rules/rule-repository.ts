import { and, asc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { alarmContacts, alarmRules, users, type RuleDefinition } from "../../db/schema/index.js";
import { loadUserView } from "../access/user-view.js";
import { callerOf } from "../../core/caller.js";

export type RuleRow = typeof alarmRules.$inferSelect;
export type ContactRow = typeof alarmContacts.$inferSelect;

/** The stored fields of a rule. */
export interface RuleValues {
  name: string;
  targetType: string;
  enabled: boolean;
  repeatInterval: number;
  definition: RuleDefinition;
}

const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Alarm rules and contacts, always by organization. */
export function createRuleRepository(db: AppDatabase) {
  return {
    /** Every rule of the organization (the caller's visibility is applied by the service). */
    async rules(orgId: string, filter: { targetType?: string | undefined; keyword?: string | undefined } = {}): Promise<RuleRow[]> {
      return db
        .select()
        .from(alarmRules)
        .where(
          and(
            eq(alarmRules.orgId, orgId),
            filter.targetType ? eq(alarmRules.targetType, filter.targetType) : undefined,
            filter.keyword ? ilike(alarmRules.name, contains(filter.keyword)) : undefined,
          ),
        )
        .orderBy(asc(alarmRules.createdAt), asc(alarmRules.id));
    },

    async rule(orgId: string, ruleId: string): Promise<RuleRow | undefined> {
      const [row] = await db.select().from(alarmRules).where(and(eq(alarmRules.orgId, orgId), eq(alarmRules.id, ruleId)));
      return row;
    },

    async addRule(orgId: string, values: RuleValues): Promise<RuleRow> {
      const [row] = await db.insert(alarmRules).values({ orgId, ...values }).returning();
      return row!;
    },

    async updateRule(orgId: string, ruleId: string, values: RuleValues): Promise<RuleRow | undefined> {
      const [row] = await db
        .update(alarmRules)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(alarmRules.orgId, orgId), eq(alarmRules.id, ruleId)))
        .returning();
      return row;
    },

    /** Answers the rules it deleted, named. */
    deleteRules(orgId: string, ruleIds: readonly string[]) {
      return db.delete(alarmRules).where(and(eq(alarmRules.orgId, orgId), inArray(alarmRules.id, [...ruleIds]))).returning({ id: alarmRules.id, name: alarmRules.name });
    },

    /** Live users of the organization, for the recipient picker and checks. */
    async recipients(orgId: string, ids?: readonly string[]) {
      return db
        .select({ userId: users.id, userName: users.userName, email: users.email })
        .from(users)
        .where(and(eq(users.orgId, orgId), isNull(users.deletedAt), ids ? inArray(users.id, [...ids]) : undefined))
        .orderBy(asc(users.userName), asc(users.email));
    },

    /** A user's resource codes (as their caller would hold them); none when gone. */
    async codesOf(userId: string): Promise<ReadonlySet<string>> {
      const view = await loadUserView(db, userId);
      return view ? callerOf(view).codes : new Set();
    },

    async contacts(orgId: string, ids?: readonly string[]): Promise<ContactRow[]> {
      return db
        .select()
        .from(alarmContacts)
        .where(and(eq(alarmContacts.orgId, orgId), ids ? inArray(alarmContacts.id, [...ids]) : undefined))
        .orderBy(asc(alarmContacts.name));
    },

    async addContact(orgId: string, values: { name: string; email: string; mobile: string }): Promise<ContactRow> {
      const [row] = await db.insert(alarmContacts).values({ orgId, ...values }).returning();
      return row!;
    },

    async updateContact(orgId: string, contactId: string, values: { name: string; email: string; mobile: string }): Promise<ContactRow | undefined> {
      const [row] = await db.update(alarmContacts).set(values).where(and(eq(alarmContacts.orgId, orgId), eq(alarmContacts.id, contactId))).returning();
      return row;
    },

    /** Deletes a contact and takes it off the organization's rules; answers it, named (none when there was none). */
    async deleteContact(orgId: string, contactId: string): Promise<Array<{ id: string; name: string }>> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(alarmContacts).where(and(eq(alarmContacts.orgId, orgId), eq(alarmContacts.id, contactId))).returning({ id: alarmContacts.id, name: alarmContacts.name });
        if (rows.length === 0) return rows;
        await tx
          .update(alarmRules)
          .set({
            definition: sql`jsonb_set(${alarmRules.definition}, '{contactIds}', (${alarmRules.definition}->'contactIds') - ${contactId}::text)`,
          })
          .where(and(eq(alarmRules.orgId, orgId), sql`${alarmRules.definition}->'contactIds' ? ${contactId}::text`));
        return rows;
      });
    },
  };
}

export type RuleRepository = ReturnType<typeof createRuleRepository>;
