import { z } from "zod/mini";
import { textSchema } from "./primitives.js";
import { mfaTypeSchema } from "./auth.js";

/** /user/mfa/list (spec §3 MFA state). */
export const mfaStateSchema = z.object({
  mfaEnabled: z.boolean(),
  /** An administrator requires MFA for every user of the organization. */
  orgEnforced: z.boolean(),
  mfaList: z.array(z.object({ type: mfaTypeSchema, enabled: z.boolean(), createTime: z.number().check(z.int()) })),
});
export type MfaState = z.infer<typeof mfaStateSchema>;

/** /user/mfa/set: switch MFA for oneself, or (mfa_config_switch_mgr) require it for the whole organization. */
export const mfaSetRequestSchema = z.object({
  enabled: z.boolean(),
  scope: z._default(z.enum(["SELF", "ORG"]), "SELF"),
});

/** /user/mfa/create: start adding a factor. OTP answers its secret; EMAIL sends a code to the user's address. */
export const mfaCreateRequestSchema = z.object({ type: mfaTypeSchema });
export const mfaCreateResultSchema = z.object({
  type: mfaTypeSchema,
  /** Base32 secret of an authenticator app (OTP only). */
  secret: z.optional(z.string()),
  /** otpauth:// URI to show as a QR code (OTP only). */
  otpauthUri: z.optional(z.string()),
  resendAfter: z.optional(z.number().check(z.int())),
});

/** /user/mfa/verify: prove the new factor with a code; it becomes usable. */
export const mfaVerifyRequestSchema = z.object({ type: mfaTypeSchema, code: textSchema().check(z.minLength(6), z.maxLength(6)) });
/**
 * /user/mfa/delete: remove a factor, confirmed by the account's password or a current code of its
 * authenticator app (exactly one), so an unattended signed-in console cannot strip the second factor.
 */
export const mfaDeleteRequestSchema = z
  .object({
    type: mfaTypeSchema,
    password: z.optional(textSchema().check(z.minLength(1), z.maxLength(64))),
    code: z.optional(textSchema().check(z.regex(/^[0-9]{6}$/))),
  })
  .check(z.refine((r) => (r.password === undefined) !== (r.code === undefined), { message: "give either password or code", path: ["password"] }));
