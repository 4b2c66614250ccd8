import { z } from "zod/mini";
import { textSchema, uuidSchema } from "./primitives.js";
import { pageOf, pageQuerySchema } from "./common.js";
import { userSummarySchema } from "./auth.js";
import { personNameSchema, phoneSchema } from "./validation.js";

/** /user/profile/get: the signed-in user plus organization details. */
export const profileSchema = z.extend(userSummarySchema, {
  createTime: z.number().check(z.int()),
  orgAddress: z.string(),
  orgContact: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateRequestSchema = z.object({
  userName: z.optional(personNameSchema),
  alias: z.optional(textSchema().check(z.maxLength(32))),
  phone: z.optional(phoneSchema),
});

/** Avatar upload result: the new image URL (served under /user/avatar/). */
export const avatarResultSchema = z.object({ avatar: z.string() });
/** Accepted avatar types and size (spec §5). */
export const AVATAR_MIME_TYPES = ["image/png", "image/jpeg", "image/bmp"] as const;
export const AVATAR_EXTENSIONS = ["png", "jpg", "jpeg", "bmp"] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** A user row in lists (organization users). */
export const userListItemSchema = z.object({
  userId: z.string(),
  email: z.string(),
  userName: z.string(),
  alias: z.string(),
  phone: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  state: z.number().check(z.int()),
  roleId: z.string(),
  roleName: z.string(),
  createTime: z.number().check(z.int()),
});
export const userQueryRequestSchema = z.extend(pageQuerySchema, {
  keyword: z.optional(textSchema().check(z.maxLength(64))),
  state: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(2))),
  roleId: z.optional(uuidSchema()),
  /** One user (the user detail page). */
  userId: z.optional(uuidSchema()),
});
export const userPageSchema = pageOf(userListItemSchema);

/** /user/choose: users of the organization for pickers (id and names only). */
export const userChooseRequestSchema = z.object({ keyword: z.optional(textSchema().check(z.maxLength(64))) });
export const userChooseResultSchema = z.object({
  list: z.array(z.object({ userId: z.string(), userName: z.string(), email: z.string() })),
});

/** /user/unregister-check: whether the account may be deleted (33400 sub-users, 33401 devices). */
export const unregisterCheckSchema = z.object({
  canUnregister: z.boolean(),
  subUserCount: z.number().check(z.int()),
  deviceCount: z.number().check(z.int()),
});
/** Confirmed by the password or by an e-mail code from /user/unregister/send-code (exactly one). */
export const unregisterRequestSchema = z
  .object({ password: z.optional(textSchema().check(z.minLength(1), z.maxLength(64))), emailCode: z.optional(textSchema().check(z.minLength(1), z.maxLength(8))) })
  .check(z.refine((r) => (r.password === undefined) !== (r.emailCode === undefined), { message: "give either password or emailCode", path: ["password"] }));

/** User states of spec §4. */
export const USER_STATE = { INACTIVATED: 0, ACTIVATED: 1, FROZEN: 2 } as const;
const userIdSchema = uuidSchema();
/** /user/state/update: freeze (2) or unfreeze (1) a sub-user (administrators). */
export const userStateRequestSchema = z.object({ userId: userIdSchema, state: z.union([z.literal(1), z.literal(2)]) });
/** /user/admin/update: grant (1) or remove (0) administrator (administrators). */
export const userAdminRequestSchema = z.object({ userId: userIdSchema, isAdmin: z.union([z.literal(0), z.literal(1)]) });
/** /user/role/update: a user's role (administrators). */
export const userRoleRequestSchema = z.object({ userId: userIdSchema, roleId: uuidSchema() });
export const userIdRequestSchema = z.object({ userId: userIdSchema });
