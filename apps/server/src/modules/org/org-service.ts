import { Code, LOGO_MAX_BYTES } from "@vms/api-client";
import { RES } from "@vms/permissions";
import { and, eq, ne } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { organizations, orgLogos } from "../../db/schema/index.js";
import { AppError } from "../../core/app-error.js";
import type { UploadedFile } from "../../core/handler-table.js";
import type { BrandingService } from "../branding/branding-service.js";
import { sniffImageType } from "../users/avatar-service.js";
import { hasCode, type Caller } from "../../core/caller.js";

/** Field name of the logo part (registry: "multipart field `file`"). */
export const LOGO_FIELD = "file";
/** URL prefix of organization logos (spec §9: assets are served under /user/). */
export const LOGO_URL_PREFIX = "/user/merchant-logo/";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refuse = (message: string) => new AppError(Code.INVALID_DATA, { issues: [{ path: LOGO_FIELD, message }] });
const requireAdmin = (caller: Caller) => {
  if (!caller.isAdmin) throw new AppError(Code.NO_PERMISSION);
};

/**
 * Organization details (spec §3 Organization): name, address, contact, customer ID and logo.
 * The name and logo also brand the organization's public pages (/customer-website/get by coId).
 */
export function createOrgService(deps: { db: AppDatabase; branding: BrandingService }) {
  const { db } = deps;

  return {
    async detail(caller: Caller) {
      const [row] = await db
        .select({ orgName: organizations.name, address: organizations.address, contact: organizations.contact, customerId: organizations.customerId, logo: organizations.logo })
        .from(organizations)
        .where(eq(organizations.id, caller.user.orgId))
        .limit(1);
      if (!row) throw new AppError(Code.TOKEN_INVALID);
      return row;
    },

    async update(caller: Caller, data: { orgName: string; address: string; contact: string }) {
      requireAdmin(caller);
      const orgName = data.orgName.trim();
      await db.update(organizations).set({ name: orgName, address: data.address.trim(), contact: data.contact.trim() }).where(eq(organizations.id, caller.user.orgId));
      await deps.branding.setOrganization(caller.user.customerId, { title: orgName });
      return {};
    },

    /** JPG/PNG under 500 kB (spec §5), judged by the bytes, not the name or the browser's type. */
    async uploadLogo(caller: Caller, files: readonly UploadedFile[]) {
      requireAdmin(caller);
      if (!hasCode(caller, RES.ORG_QRY)) throw new AppError(Code.NO_PERMISSION);
      const file = files.find((f) => f.fieldName === LOGO_FIELD);
      if (!file || file.data.length === 0) throw refuse("required");
      if (file.data.length >= LOGO_MAX_BYTES) throw refuse("size");
      const mime = sniffImageType(file.data);
      if (mime !== "image/png" && mime !== "image/jpeg") throw refuse("type");
      const orgId = caller.user.orgId;
      const logo = await db.transaction(async (tx) => {
        const [row] = await tx.insert(orgLogos).values({ orgId, mime, data: file.data }).returning({ id: orgLogos.id });
        if (!row) throw new Error("logo insert returned no row");
        const url = `${LOGO_URL_PREFIX}${row.id}`;
        await tx.update(organizations).set({ logo: url }).where(eq(organizations.id, orgId));
        // URLs are immutable: a new upload is a new id, the old picture goes.
        await tx.delete(orgLogos).where(and(eq(orgLogos.orgId, orgId), ne(orgLogos.id, row.id)));
        return url;
      });
      await deps.branding.setOrganization(caller.user.customerId, { logo });
      return { logo };
    },

    async findLogo(id: string): Promise<{ mime: string; data: Buffer } | null> {
      if (!UUID.test(id)) return null;
      const rows = await db.select({ mime: orgLogos.mime, data: orgLogos.data }).from(orgLogos).where(eq(orgLogos.id, id)).limit(1);
      return rows[0] ?? null;
    },
  };
}
