import { AVATAR_MAX_BYTES, Code } from "@vms/api-client";
import { and, eq, ne } from "drizzle-orm";
import type { AppDatabase } from "../../db/database.js";
import { avatars, users } from "../../db/schema/index.js";
import { AppError } from "../../core/app-error.js";
import type { UploadedFile } from "../../core/handler-table.js";
import { avatarUrl } from "../access/user-view.js";

/** Field name of the avatar part (registry: "multipart field `file`"). */
export const AVATAR_FIELD = "file";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const startsWith = (data: Buffer, bytes: readonly number[]) => bytes.every((byte, i) => data[i] === byte);

/**
 * The image type from the file's first bytes (spec §5: png/jpg/jpeg/bmp). The browser's
 * mimetype and the file name are the sender's claims; the bytes are what gets served back.
 */
export function sniffImageType(data: Buffer): "image/png" | "image/jpeg" | "image/bmp" | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (data.length > 26 && startsWith(data, [0x42, 0x4d])) return "image/bmp";
  return null;
}

const refuse = (message: string) => new AppError(Code.INVALID_DATA, { issues: [{ path: AVATAR_FIELD, message }] });

/** Avatars stored in the database (stateless instances share them), served under /user/avatar/. */
export function createAvatarService(db: AppDatabase) {
  return {
    async replace(userId: string, files: readonly UploadedFile[]): Promise<{ avatar: string }> {
      const file = files.find((f) => f.fieldName === AVATAR_FIELD);
      if (!file || file.data.length === 0) throw refuse("required");
      if (file.data.length >= AVATAR_MAX_BYTES) throw refuse("size");
      const mime = sniffImageType(file.data);
      if (!mime) throw refuse("type");
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(avatars).values({ userId, mime, data: file.data }).returning({ id: avatars.id });
        if (!row) throw new Error("avatar insert returned no row");
        await tx.update(users).set({ avatarId: row.id }).where(eq(users.id, userId));
        // The old picture goes: URLs are immutable, so a new upload is a new id.
        await tx.delete(avatars).where(and(eq(avatars.userId, userId), ne(avatars.id, row.id)));
        return row.id;
      });
      return { avatar: avatarUrl(id) };
    },

    async find(id: string): Promise<{ mime: string; data: Buffer } | null> {
      if (!UUID.test(id)) return null;
      const rows = await db.select({ mime: avatars.mime, data: avatars.data }).from(avatars).where(eq(avatars.id, id)).limit(1);
      return rows[0] ?? null;
    },
  };
}
export type AvatarService = ReturnType<typeof createAvatarService>;
