import { z } from "zod/mini";
import { roleAuthListSchema } from "./permission.js";
import { textSchema, uuidSchema } from "./primitives.js";
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
  address: textSchema().check(z.trim(), z.minLength(1), z.maxLength(128)),
  contact: textSchema().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export const logoResultSchema = z.object({ logo: z.string() });

const id = uuidSchema();
const codesSchema = z.array(textSchema().check(z.maxLength(64))).check(z.maxLength(100));
/** A role as the role pages show it; built-in roles are read-only. */
export const roleItemSchema = z.object({
  roleId: z.string(),
  roleName: z.string(),
  builtIn: z.boolean(),
  marker: z.nullable(z.string()),
  codes: z.array(z.string()),
  userCount: z.number().check(z.int()),
});
export type RoleItem = z.infer<typeof roleItemSchema>;
export const roleListSchema = z.object({ list: z.array(roleItemSchema) });
const roleNameSchema = textSchema().check(z.maxLength(64), z.superRefine((value, ctx) => {
  const name = value.trim();
  if (name.length === 0) ctx.addIssue({ code: "custom", message: "required" });
  else if (name.length > 32) ctx.addIssue({ code: "custom", message: "tooLong" });
  else if (/[<>&,'"/\\%:#]/.test(name)) ctx.addIssue({ code: "custom", message: "forbiddenChars" });
}));
/** /role/add: NO_ACCESS roles carry no codes (spec §3 markers). */
export const roleAddRequestSchema = z.object({ roleName: roleNameSchema, codes: codesSchema, noAccess: z._default(z.boolean(), false) });
export const roleEditRequestSchema = z.object({ roleId: id, roleName: roleNameSchema, codes: codesSchema });
export const roleIdRequestSchema = z.object({ roleId: id });
export const roleAddResultSchema = z.object({ roleId: z.string() });

/** /func-res/list: the caller's role codes, and every assignable code grouped by module (role editor). */
export const funcResListSchema = z.extend(roleAuthListSchema, {
  moduleList: z.optional(z.array(z.object({ module: z.string(), resCodes: z.array(z.string()) }))),
});
