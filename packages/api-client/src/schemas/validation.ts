import { z } from "zod/mini";
import { textSchema } from "./primitives.js";
import { checkEmail, checkName, checkPassword, checkPhone } from "./validation-rules.js";

// The zod schemas of the spec §5 rules; the rules themselves are in validation-rules.ts.
export * from "./validation-rules.js";

const refineWith = <P extends string>(check: (v: string) => P | null) => (v: string, ctx: z.core.$RefinementCtx) => {
  const problem = check(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};

/** A password obeying spec §5 (issue message = the PasswordProblem). */
export const passwordSchema = textSchema().check(z.maxLength(64), z.superRefine(refineWith(checkPassword)));
/** An e-mail address (lower-cased by the server). */
export const emailSchema = textSchema().check(z.maxLength(254), z.superRefine(refineWith(checkEmail)));
/** An optional phone number. */
export const phoneSchema = textSchema().check(z.maxLength(32), z.superRefine(refineWith(checkPhone)));
/** A person's or organization's name: 1-32 characters, none forbidden. */
export const personNameSchema = textSchema().check(z.maxLength(64), z.superRefine(refineWith((v) => checkName(v, 32))));
/** Image code: 4 characters (spec §9). */
export const imgCodeSchema = textSchema().check(z.length(4));
/** E-mail code: 6 characters (spec §9). */
export const emailCodeSchema = textSchema().check(z.length(6));
/** Authenticator app code: 6 digits (spec §9). */
export const appCodeSchema = textSchema().check(z.regex(/^[0-9]{6}$/));
