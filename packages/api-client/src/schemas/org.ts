import { z } from "zod";
import { roleAuthListSchema } from "./permission.js";
import { textSchema } from "./primitives.js";
import { orgNameSchema } from "./invites.js";

/** Logo limits (spec §5, §9): JPG/PNG/JPEG under 500 kB, 700×200 recommended. */
export const LOGO_MAX_BYTES = 500 * 1024;
export const LOGO_EXTENSIONS = ["png", "jpg", "jpeg"] as const;
export const LOGO_RECOMMENDED = { width: 700, height: 200 } as const;

/** /org/detail/get (spec §3 Organization). */
export const orgDetailSchema = z.object({ orgName: z.string(), address: z.string(), contact: z.string(), customerId: z.string(), logo: z.string() });
export type OrgDetail = z.infer<typeof orgDetailSchema>;
export const orgUpdateRequestSchema = z.object({
  orgName: orgNameSchema,
  address: textSchema().trim().min(1).max(128),
  contact: textSchema().trim().min(1).max(64),
});
export const logoResultSchema = z.object({ logo: z.string() });

const id = textSchema().max(64);
const codesSchema = z.array(textSchema().max(64)).max(100);
/** A role as the role pages show it; built-in roles are read-only. */
export const roleItemSchema = z.object({
  roleId: z.string(),
  roleName: z.string(),
  builtIn: z.boolean(),
  marker: z.string().nullable(),
  codes: z.array(z.string()),
  userCount: z.number().int(),
});
export type RoleItem = z.infer<typeof roleItemSchema>;
export const roleListSchema = z.object({ list: z.array(roleItemSchema) });
const roleNameSchema = textSchema().max(64).superRefine((value, ctx) => {
  const name = value.trim();
  if (name.length === 0) ctx.addIssue({ code: "custom", message: "required" });
  else if (name.length > 32) ctx.addIssue({ code: "custom", message: "tooLong" });
  else if (/[<>&,'"/\\%:#]/.test(name)) ctx.addIssue({ code: "custom", message: "forbiddenChars" });
});
/** /role/add: NO_ACCESS roles carry no codes (spec §3 markers). */
export const roleAddRequestSchema = z.object({ roleName: roleNameSchema, codes: codesSchema, noAccess: z.boolean().default(false) });
export const roleEditRequestSchema = z.object({ roleId: id, roleName: roleNameSchema, codes: codesSchema });
export const roleIdRequestSchema = z.object({ roleId: id });
export const roleAddResultSchema = z.object({ roleId: z.string() });

/** /func-res/list: the caller's role codes, and every assignable code grouped by module (role editor). */
export const funcResListSchema = roleAuthListSchema.extend({
  moduleList: z.array(z.object({ module: z.string(), resCodes: z.array(z.string()) })).optional(),
});
