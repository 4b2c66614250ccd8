import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { plateGroups, plateLabels, plates } from "../../db/schema/index.js";

/** The stored fields of a plate (spec §3 Plate record). */
export interface PlateValues {
  plateNumber: string;
  plateKey: string;
  vehicleType: string | null;
  model: string;
  owner: string;
  phone: string;
  brand: number | null;
  color: number | null;
  labelIds: string[];
}

export type PlateRow = typeof plates.$inferSelect;
export type PlateGroupRow = typeof plateGroups.$inferSelect & { plateCount: number };

/** LIKE pattern of a keyword, its wildcards taken literally. */
const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Plate libraries, plates and labels, always by organization. */
export function createPlateRepository(db: AppDatabase) {
  // Qualified by hand: inside a sub-select drizzle writes bare column names, and a bare "id" would be the plate's.
  const plateCount = sql<number>`(select count(*)::int from "plates" p where p."group_id" = "plate_groups"."id")`;

  return {
    async groups(orgId: string, keyword: string | undefined, offset: number, limit: number): Promise<{ total: number; list: PlateGroupRow[] }> {
      const where = and(eq(plateGroups.orgId, orgId), keyword ? ilike(plateGroups.name, contains(keyword)) : undefined);
      const [totalRow] = await db.select({ n: count() }).from(plateGroups).where(where);
      const list = await db
        .select({ id: plateGroups.id, orgId: plateGroups.orgId, name: plateGroups.name, createdAt: plateGroups.createdAt, plateCount })
        .from(plateGroups)
        .where(where)
        .orderBy(asc(plateGroups.createdAt), asc(plateGroups.id))
        .offset(offset)
        .limit(limit);
      return { total: totalRow?.n ?? 0, list };
    },

    async group(orgId: string, groupId: string): Promise<PlateGroupRow | undefined> {
      const [row] = await db
        .select({ id: plateGroups.id, orgId: plateGroups.orgId, name: plateGroups.name, createdAt: plateGroups.createdAt, plateCount })
        .from(plateGroups)
        .where(and(eq(plateGroups.orgId, orgId), eq(plateGroups.id, groupId)));
      return row;
    },

    async existingGroupIds(orgId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: plateGroups.id }).from(plateGroups).where(and(eq(plateGroups.orgId, orgId), inArray(plateGroups.id, [...ids])));
      return rows.map((r) => r.id);
    },

    async addGroup(orgId: string, name: string) {
      const [row] = await db.insert(plateGroups).values({ orgId, name }).returning();
      return row!;
    },

    async renameGroup(orgId: string, groupId: string, name: string): Promise<boolean> {
      const rows = await db.update(plateGroups).set({ name }).where(and(eq(plateGroups.orgId, orgId), eq(plateGroups.id, groupId))).returning({ id: plateGroups.id });
      return rows.length > 0;
    },

    /** Answers the library it deleted, named (none when there was none). */
    deleteGroup(orgId: string, groupId: string) {
      return db.delete(plateGroups).where(and(eq(plateGroups.orgId, orgId), eq(plateGroups.id, groupId))).returning({ id: plateGroups.id, name: plateGroups.name });
    },

    async platePage(orgId: string, groupId: string, keyword: string | undefined, offset: number, limit: number) {
      const text = keyword ? contains(keyword) : null;
      const where = and(
        eq(plates.orgId, orgId),
        eq(plates.groupId, groupId),
        text ? or(ilike(plates.plateNumber, text), ilike(plates.owner, text), ilike(plates.model, text)) : undefined,
      );
      const [totalRow] = await db.select({ n: count() }).from(plates).where(where);
      const list = await db.select().from(plates).where(where).orderBy(desc(plates.createdAt), asc(plates.id)).offset(offset).limit(limit);
      return { total: totalRow?.n ?? 0, list };
    },

    async plate(orgId: string, plateId: string): Promise<PlateRow | undefined> {
      const [row] = await db.select().from(plates).where(and(eq(plates.orgId, orgId), eq(plates.id, plateId)));
      return row;
    },

    /** Keys already in a library (of those asked), for import duplicates. */
    async existingKeys(groupId: string, keys: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < keys.length; i += 1000) {
        const rows = await db
          .select({ key: plates.plateKey })
          .from(plates)
          .where(and(eq(plates.groupId, groupId), inArray(plates.plateKey, keys.slice(i, i + 1000))));
        for (const r of rows) found.add(r.key);
      }
      return found;
    },

    /**
     * Inserts plates into a library unless it would then hold more than `capacity`: the library row
     * is locked first, so two writers cannot both pass the count. Answers "full" or the rows.
     */
    async insertWithin(orgId: string, groupId: string, values: readonly PlateValues[], capacity: number): Promise<PlateRow[] | "full" | "missing"> {
      return db.transaction(async (tx) => {
        const [group] = await tx.select({ id: plateGroups.id }).from(plateGroups).where(and(eq(plateGroups.orgId, orgId), eq(plateGroups.id, groupId))).for("update");
        if (!group) return "missing";
        const [held] = await tx.select({ n: count() }).from(plates).where(eq(plates.groupId, groupId));
        if ((held?.n ?? 0) + values.length > capacity) return "full";
        const rows: PlateRow[] = [];
        for (let i = 0; i < values.length; i += 500) {
          const chunk = values.slice(i, i + 500).map((v) => ({ ...v, orgId, groupId }));
          rows.push(...(await tx.insert(plates).values(chunk).returning()));
        }
        return rows;
      });
    },

    /** Replaces a plate's fields; moving to another library checks that one's capacity. */
    async updatePlate(orgId: string, plateId: string, groupId: string, values: PlateValues, capacity: number): Promise<PlateRow | "full" | "missing"> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ groupId: plates.groupId }).from(plates).where(and(eq(plates.orgId, orgId), eq(plates.id, plateId)));
        if (!current) return "missing";
        if (current.groupId !== groupId) {
          const [group] = await tx.select({ id: plateGroups.id }).from(plateGroups).where(and(eq(plateGroups.orgId, orgId), eq(plateGroups.id, groupId))).for("update");
          if (!group) return "missing";
          const [held] = await tx.select({ n: count() }).from(plates).where(eq(plates.groupId, groupId));
          if ((held?.n ?? 0) + 1 > capacity) return "full";
        }
        const [row] = await tx.update(plates).set({ ...values, groupId }).where(and(eq(plates.orgId, orgId), eq(plates.id, plateId))).returning();
        return row ?? "missing";
      });
    },

    /** Answers the plates it deleted, named by their numbers. */
    async deletePlates(orgId: string, plateIds: readonly string[]): Promise<Array<{ id: string; name: string }>> {
      if (plateIds.length === 0) return [];
      return db.delete(plates).where(and(eq(plates.orgId, orgId), inArray(plates.id, [...plateIds]))).returning({ id: plates.id, name: plates.plateNumber });
    },

    /** Libraries of the organization holding a plate of this key (the rule evaluator asks). */
    async groupsHolding(orgId: string, key: string): Promise<string[]> {
      const rows = await db.selectDistinct({ id: plates.groupId }).from(plates).where(and(eq(plates.orgId, orgId), eq(plates.plateKey, key)));
      return rows.map((r) => r.id);
    },

    async labels(orgId: string) {
      return db
        .select({
          id: plateLabels.id,
          name: plateLabels.name,
          plateCount: sql<number>`(select count(*)::int from "plates" p where p."org_id" = ${orgId} and "plate_labels"."id" = any(p."label_ids"))`,
        })
        .from(plateLabels)
        .where(eq(plateLabels.orgId, orgId))
        .orderBy(asc(plateLabels.name));
    },

    async existingLabelIds(orgId: string, ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: plateLabels.id }).from(plateLabels).where(and(eq(plateLabels.orgId, orgId), inArray(plateLabels.id, [...ids])));
      return rows.map((r) => r.id);
    },

    async addLabel(orgId: string, name: string) {
      const [row] = await db.insert(plateLabels).values({ orgId, name }).returning();
      return row!;
    },

    async renameLabel(orgId: string, labelId: string, name: string): Promise<boolean> {
      const rows = await db.update(plateLabels).set({ name }).where(and(eq(plateLabels.orgId, orgId), eq(plateLabels.id, labelId))).returning({ id: plateLabels.id });
      return rows.length > 0;
    },

    /** Deletes a label and takes it off the organization's plates; answers it, named (none when there was none). */
    async deleteLabel(orgId: string, labelId: string): Promise<Array<{ id: string; name: string }>> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(plateLabels).where(and(eq(plateLabels.orgId, orgId), eq(plateLabels.id, labelId))).returning({ id: plateLabels.id, name: plateLabels.name });
        if (rows.length === 0) return rows;
        await tx
          .update(plates)
          .set({ labelIds: sql`array_remove(${plates.labelIds}, ${labelId}::uuid)` })
          .where(and(eq(plates.orgId, orgId), sql`${labelId}::uuid = any(${plates.labelIds})`));
        return rows;
      });
    },
  };
}

export type PlateRepository = ReturnType<typeof createPlateRepository>;
