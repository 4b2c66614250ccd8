import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { brandings } from "../../db/schema/index.js";
import type { BrandingValues } from "./default-branding.js";

/** Customer ID of the product's default branding row. */
export const DEFAULT_CO_ID = "";

/** A stored branding row. */
export interface BrandingRow extends BrandingValues {
  coId: string;
}

const columns = {
  coId: brandings.coId,
  title: brandings.title,
  icon: brandings.icon,
  bgImg: brandings.bgImg,
  favicon: brandings.favicon,
  logoLcrs: brandings.logoLcrs,
  logoTbsl: brandings.logoTbsl,
};

/** Reads branding rows. */
export function createBrandingRepository(db: AppDatabase) {
  return {
    async findByCoId(coId: string): Promise<BrandingRow | null> {
      const rows = await db.select(columns).from(brandings).where(eq(brandings.coId, coId)).limit(1);
      return rows[0] ?? null;
    },
    /** Sets some of an organization's columns (creating its row); the others keep falling back. */
    async upsert(coId: string, values: Partial<Pick<BrandingRow, "title" | "icon" | "logoLcrs" | "logoTbsl">>): Promise<void> {
      const set = { ...values, updatedAt: new Date() };
      await db.insert(brandings).values({ coId, ...set }).onConflictDoUpdate({ target: brandings.coId, set });
    },
    async findByDomain(domain: string): Promise<BrandingRow | null> {
      const rows = await db.select(columns).from(brandings).where(eq(brandings.domain, domain)).limit(1);
      return rows[0] ?? null;
    },
  };
}
export type BrandingRepository = ReturnType<typeof createBrandingRepository>;
