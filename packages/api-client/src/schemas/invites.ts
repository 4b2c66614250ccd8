import { z } from "zod/mini";
import { pageOf, pageQuerySchema } from "./common.js";
import { textSchema, uuidSchema } from "./primitives.js";
import { siteGrantSchema } from "./site.js";
import { emailSchema, passwordSchema, personNameSchema } from "./validation.js";

/** Invitation kinds (spec §4): a user of the inviter's organization, or a new organization. */
export const INVITE_KIND = { USER: 1, COMPANY: 2 } as const;
const inviteKindSchema = z.union([z.literal(INVITE_KIND.USER), z.literal(INVITE_KIND.COMPANY)]);

/** Invitation states shown in the list: pending, accepted, expired. */
export const INVITE_STATE = { PENDING: 0, ACCEPTED: 1, EXPIRED: 2 } as const;

const id = uuidSchema();
const grantsSchema = z.array(siteGrantSchema).check(z.maxLength(5000));
/** Organization names follow the name rules of spec §5. */
export const orgNameSchema = textSchema().check(z.maxLength(64), z.superRefine((value, ctx) => {
  const name = value.trim();
  if (name.length === 0) ctx.addIssue({ code: "custom", message: "required" });
  else if (name.length > 64) ctx.addIssue({ code: "custom", message: "tooLong" });
  else if (/[<>&,'"/\\%:#]/.test(name)) ctx.addIssue({ code: "custom", message: "forbiddenChars" });
}));

/** /user/invite: a user (role and site grants) or, kind 2, a new organization. */
export const inviteRequestSchema = z.object({
  email: emailSchema,
  kind: z._default(inviteKindSchema, INVITE_KIND.USER),
  roleId: z.optional(id),
  grants: z._default(grantsSchema, []),
});
export const inviteResultSchema = z.object({ inviteId: z.string() });

export const inviteIdRequestSchema = z.object({ inviteId: id });

/** /user-invite/update: the role and site grants of a pending user invitation. */
export const inviteUpdateRequestSchema = z.object({ inviteId: id, roleId: z.optional(id), grants: z.optional(grantsSchema) });

export const inviteListRequestSchema = z.extend(pageQuerySchema, { keyword: z.optional(textSchema().check(z.maxLength(64))) });
export const inviteItemSchema = z.object({
  inviteId: z.string(),
  kind: inviteKindSchema,
  email: z.string(),
  userId: z.nullable(z.string()),
  roleId: z.nullable(z.string()),
  roleName: z.nullable(z.string()),
  state: z.number().check(z.int()),
  createTime: z.number().check(z.int()),
  expireTime: z.number().check(z.int()),
});
export type InviteItem = z.infer<typeof inviteItemSchema>;
export const invitePageSchema = pageOf(inviteItemSchema);
export const inviteDetailSchema = z.extend(inviteItemSchema, { grants: z.array(z.object({ siteId: z.string(), role: z.string() })) });

/** The link's two parts: /user-register/{inviteId}/{uuid}. */
export const inviteLinkSchema = z.object({ inviteId: textSchema().check(z.maxLength(64)), uuid: textSchema().check(z.maxLength(128)) });
/** /user/invite/check: who is invited where (the link is unused and unexpired). */
/** `coId`: the inviting organization's customer ID, whose branding the registration page shows (issue 28). */
export const inviteCheckSchema = z.object({ kind: inviteKindSchema, email: z.string(), orgName: z.string(), coId: z.string(), expireTime: z.number().check(z.int()) });
export type InviteCheck = z.infer<typeof inviteCheckSchema>;
/** /user/invite/active: name and password; kind 2 also names the new organization. */
export const inviteActiveRequestSchema = z.extend(inviteLinkSchema, {
  userName: personNameSchema,
  password: passwordSchema,
  orgName: z.optional(orgNameSchema),
});
export const inviteActiveResultSchema = z.object({ email: z.string() });
