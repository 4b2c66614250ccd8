import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { deviceCounts, devices, organizations, scenes, sites } from "../../db/schema/index.js";

/** A site row with its custom scene's name. */
export type SiteRow = Awaited<ReturnType<ReturnType<typeof createSiteRepository>["list"]>>[number];

/** Fields written by /site/add and /site/edit. */
export interface SiteValues {
  name: string;
  scene: number;
  customSceneId: string | null;
  city: string;
  address: string;
  contactPerson: string;
  contactPhone: string;
}

const siteColumns = {
  id: sites.id,
  parentId: sites.parentId,
  path: sites.path,
  depth: sites.depth,
  name: sites.name,
  scene: sites.scene,
  customSceneId: sites.customSceneId,
  customSceneName: scenes.name,
  city: sites.city,
  address: sites.address,
  contactPerson: sites.contactPerson,
  contactPhone: sites.contactPhone,
  createdAt: sites.createdAt,
};

/** Sites and custom scenes; every query is scoped by organization. */
export function createSiteRepository(db: AppDatabase) {
  return {
    async list(orgId: string, siteId?: string) {
      return db
        .select(siteColumns)
        .from(sites)
        .leftJoin(scenes, eq(scenes.id, sites.customSceneId))
        .where(siteId ? and(eq(sites.orgId, orgId), eq(sites.id, siteId)) : eq(sites.orgId, orgId))
        .orderBy(asc(sites.depth), asc(sites.name));
    },

    /** Devices bound directly to each site of the organization. */
    async deviceCounts(orgId: string): Promise<Map<string, number>> {
      // From the rollup the triggers keep (decision 0013): a few rows per site, not one per device.
      const rows = await db
        .select({ siteId: deviceCounts.siteId, n: sql<number>`sum(${deviceCounts.n})`.mapWith(Number) })
        .from(deviceCounts)
        .where(eq(deviceCounts.orgId, orgId))
        .groupBy(deviceCounts.siteId);
      return new Map(rows.map((r) => [r.siteId, r.n]));
    },

    /**
     * Inserts a site under the organization lock: `check` runs with the site count and whether the
     * sibling name is taken, and may throw to refuse (33822, 33032).
     */
    async insert(
      orgId: string,
      site: SiteValues & { id: string; parentId: string | null; path: string; depth: number },
      check: (state: { siteCount: number; nameTaken: boolean }) => void,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // Serialises adds of one organization so the count limit holds under concurrency.
        await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)).for("update");
        const [total] = await tx.select({ n: count() }).from(sites).where(eq(sites.orgId, orgId));
        const [taken] = await tx
          .select({ n: count() })
          .from(sites)
          .where(and(eq(sites.orgId, orgId), site.parentId ? eq(sites.parentId, site.parentId) : isNull(sites.parentId), eq(sites.name, site.name)));
        check({ siteCount: total?.n ?? 0, nameTaken: (taken?.n ?? 0) > 0 });
        await tx.insert(sites).values({ ...site, orgId });
      });
    },

    async nameTaken(orgId: string, parentId: string | null, name: string, exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(sites)
        .where(
          and(
            eq(sites.orgId, orgId),
            parentId ? eq(sites.parentId, parentId) : isNull(sites.parentId),
            eq(sites.name, name),
            sql`${sites.id} <> ${exceptId}`,
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    async update(orgId: string, siteId: string, values: Partial<SiteValues>): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.update(sites).set(values).where(and(eq(sites.orgId, orgId), eq(sites.id, siteId)));
    },

    async countChildren(orgId: string, siteId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(sites).where(and(eq(sites.orgId, orgId), eq(sites.parentId, siteId)));
      return row?.n ?? 0;
    },

    async countDevices(orgId: string, siteId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(devices).where(and(eq(devices.orgId, orgId), eq(devices.siteId, siteId)));
      return row?.n ?? 0;
    },

    /** Deletes a site without sub-sites or devices (its grants go with it). */
    /** Answers the site it deleted, named (none when it was gone). */
    delete(orgId: string, siteId: string) {
      return db.delete(sites).where(and(eq(sites.orgId, orgId), eq(sites.id, siteId))).returning({ id: sites.id, name: sites.name });
    },

    async scenes(orgId: string) {
      return db
        .select({ sceneId: scenes.id, name: scenes.name, siteCount: sql<number>`(select count(*)::int from "sites" s where s.custom_scene_id = "scenes"."id")`.mapWith(Number) })
        .from(scenes)
        .where(eq(scenes.orgId, orgId))
        .orderBy(asc(scenes.name));
    },

    async sceneExists(orgId: string, sceneId: string): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(scenes).where(and(eq(scenes.orgId, orgId), eq(scenes.id, sceneId)));
      return (row?.n ?? 0) > 0;
    },

    /** Inserts a scene; null when the organization already has one of that name. */
    async insertScene(orgId: string, name: string): Promise<{ sceneId: string; name: string } | null> {
      const [row] = await db.insert(scenes).values({ orgId, name }).onConflictDoNothing().returning({ sceneId: scenes.id, name: scenes.name });
      return row ?? null;
    },

    async sitesUsingScene(orgId: string, sceneId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(sites).where(and(eq(sites.orgId, orgId), eq(sites.customSceneId, sceneId)));
      return row?.n ?? 0;
    },

    /** Answers the scene it deleted, named (none when there was none). */
    deleteScene(orgId: string, sceneId: string) {
      return db.delete(scenes).where(and(eq(scenes.orgId, orgId), eq(scenes.id, sceneId))).returning({ id: scenes.id, name: scenes.name });
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
