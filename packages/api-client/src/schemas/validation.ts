import type { z } from "zod";
import { textSchema } from "./primitives.js";
import { checkEmail, checkName, checkPassword, checkPhone } from "./validation-rules.js";

// The zod schemas of the spec §5 rules; the rules themselves are in validation-rules.ts.
export * from "./validation-rules.js";

const refineWith = <P extends string>(check: (v: string) => P | null) => (v: string, ctx: z.RefinementCtx) => {
  const problem = check(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};

/** A password obeying spec §5 (issue message = the PasswordProblem). */
export const passwordSchema = textSchema().max(64).superRefine(refineWith(checkPassword));
/** An e-mail address (lower-cased by the server). */
export const emailSchema = textSchema().max(254).superRefine(refineWith(checkEmail));
/** An optional phone number. */
export const phoneSchema = textSchema().max(32).superRefine(refineWith(checkPhone));
/** A person's or organization's name: 1-32 characters, none forbidden. */
export const personNameSchema = textSchema().max(64).superRefine(refineWith((v) => checkName(v, 32)));
/** Image code: 4 characters (spec §9). */
export const imgCodeSchema = textSchema().length(4);
/** E-mail code: 6 characters (spec §9). */
export const emailCodeSchema = textSchema().length(6);
/** Authenticator app code: 6 digits (spec §9). */
export const appCodeSchema = textSchema().regex(/^[0-9]{6}$/);
