import { z } from "zod";
import { pageOf, pageQuerySchema } from "./common.js";
import { textSchema } from "./primitives.js";
import { siteGrantSchema } from "./site.js";
import { emailSchema, passwordSchema, personNameSchema } from "./validation.js";

/** Invitation kinds (spec §4): a user of the inviter's organization, or a new organization. */
export const INVITE_KIND = { USER: 1, COMPANY: 2 } as const;
const inviteKindSchema = z.union([z.literal(INVITE_KIND.USER), z.literal(INVITE_KIND.COMPANY)]);

/** Invitation states shown in the list: pending, accepted, expired. */
export const INVITE_STATE = { PENDING: 0, ACCEPTED: 1, EXPIRED: 2 } as const;

const id = textSchema().max(64);
const grantsSchema = z.array(siteGrantSchema).max(5000);
/** Organization names follow the name rules of spec §5. */
export const orgNameSchema = textSchema().max(64).superRefine((value, ctx) => {
  const name = value.trim();
  if (name.length === 0) ctx.addIssue({ code: "custom", message: "required" });
  else if (name.length > 64) ctx.addIssue({ code: "custom", message: "tooLong" });
  else if (/[<>&,'"/\\%:#]/.test(name)) ctx.addIssue({ code: "custom", message: "forbiddenChars" });
});

/** /user/invite: a user (role and site grants) or, kind 2, a new organization. */
export const inviteRequestSchema = z.object({
  email: emailSchema,
  kind: inviteKindSchema.default(INVITE_KIND.USER),
  roleId: id.optional(),
  grants: grantsSchema.default([]),
});
export const inviteResultSchema = z.object({ inviteId: z.string() });

export const inviteIdRequestSchema = z.object({ inviteId: id });

/** /user-invite/update: the role and site grants of a pending user invitation. */
export const inviteUpdateRequestSchema = z.object({ inviteId: id, roleId: id.optional(), grants: grantsSchema.optional() });

export const inviteListRequestSchema = pageQuerySchema.extend({ keyword: textSchema().max(64).optional() });
export const inviteItemSchema = z.object({
  inviteId: z.string(),
  kind: inviteKindSchema,
  email: z.string(),
  userId: z.string().nullable(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  state: z.number().int(),
  createTime: z.number().int(),
  expireTime: z.number().int(),
});
export type InviteItem = z.infer<typeof inviteItemSchema>;
export const invitePageSchema = pageOf(inviteItemSchema);
export const inviteDetailSchema = inviteItemSchema.extend({ grants: z.array(z.object({ siteId: z.string(), role: z.string() })) });

/** The link's two parts: /user-register/{inviteId}/{uuid}. */
export const inviteLinkSchema = z.object({ inviteId: id, uuid: textSchema().max(128) });
/** /user/invite/check: who is invited where (the link is unused and unexpired). */
export const inviteCheckSchema = z.object({ kind: inviteKindSchema, email: z.string(), orgName: z.string(), expireTime: z.number().int() });
export type InviteCheck = z.infer<typeof inviteCheckSchema>;
/** /user/invite/active: name and password; kind 2 also names the new organization. */
export const inviteActiveRequestSchema = inviteLinkSchema.extend({
  userName: personNameSchema,
  password: passwordSchema,
  orgName: orgNameSchema.optional(),
});
export const inviteActiveResultSchema = z.object({ email: z.string() });
