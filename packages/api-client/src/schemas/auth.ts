import { z } from "zod/mini";
import { textSchema } from "./primitives.js";
import { appCodeSchema, emailCodeSchema, emailSchema, imgCodeSchema, passwordSchema, personNameSchema } from "./validation.js";

/** How /user/login proves the user: password only, or password plus an e-mail code or app code (spec §3 MFA). */
export const loginTypeSchema = z.enum(["PASSWORD", "DYNAMIC_CODE", "OTP"]);
export type LoginType = z.infer<typeof loginTypeSchema>;

/** Second-factor kinds (spec §6 MFA methods). */
export const mfaTypeSchema = z.enum(["EMAIL", "OTP"]);
export type MfaType = z.infer<typeof mfaTypeSchema>;

const loginName = textSchema().check(z.trim(), z.minLength(1), z.maxLength(254));
const captchaFields = { idCode: z.optional(textSchema().check(z.maxLength(64))), imgCode: z.optional(textSchema().check(z.maxLength(8))) };

/** Sent with 20005 / 20006 / 20009 failures of /user/login and /user/pre-check (`data.loginErrorTip`). */
export const loginErrorTipSchema = z.object({
  /** Wrong passwords still allowed before the lock. */
  remainTimes: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Epoch ms when the lock ends (20006). */
  lockExpireTime: z.optional(z.number().check(z.int())),
  /** An image code is required from now on. */
  needImgCode: z.optional(z.boolean()),
});
export const loginErrorDataSchema = z.object({ loginErrorTip: loginErrorTipSchema });
export type LoginErrorTip = z.infer<typeof loginErrorTipSchema>;

export const preLoginRequestSchema = z.object({ loginName });
export const preLoginResultSchema = z.object({
  needImgCode: z.boolean(),
  locked: z.boolean(),
  lockExpireTime: z.nullable(z.number().check(z.int())),
});

export const preCheckRequestSchema = z.object({ loginName, password: textSchema().check(z.minLength(1), z.maxLength(64)), ...captchaFields });
export const preCheckResultSchema = z.object({
  mfaRequired: z.boolean(),
  /** Second factors the user may use; EMAIL is always offered when MFA is required. */
  mfaTypes: z.array(mfaTypeSchema),
  /** The address the e-mail code goes to, masked (a***@demo.local). */
  maskedEmail: z.string(),
});

export const loginRequestSchema = z.object({
  loginName,
  password: textSchema().check(z.minLength(1), z.maxLength(64)),
  ...captchaFields,
  loginTypeEnum: z.optional(loginTypeSchema),
  dynamicCode: z.optional(textSchema().check(z.maxLength(8))),
});

/** Token pair issued by login and renewal. `sid` only keys signatures and is never sent back. */
export const sessionTokensSchema = z.object({
  token: z.string(),
  sid: z.string(),
  /** Epoch ms when the token expires. */
  expireTime: z.number().check(z.int()),
  /** Seconds until expiry when issued. */
  expiresIn: z.number().check(z.int()),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** The signed-in user (spec §3 User). `isAdmin` is 1 for administrators. */
export const userSummarySchema = z.object({
  userId: z.string(),
  coId: z.string(),
  orgName: z.string(),
  email: z.string(),
  userName: z.string(),
  alias: z.string(),
  phone: z.string(),
  avatar: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  isAdmin: z.union([z.literal(0), z.literal(1)]),
  state: z.number().check(z.int()),
  roleId: z.string(),
  roleName: z.string(),
  /** NO_ACCESS or ORG_MANAGER when the role carries a marker. */
  roleMarker: z.nullable(z.string()),
  mfaEnabled: z.boolean(),
  /** Only in an installer's remote session (spec §4 Remote access): its grant's end, epoch ms (null: permanent). */
  remote: z.optional(z.object({ until: z.nullable(z.number().check(z.int())) })),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const loginResultSchema = z.extend(sessionTokensSchema, { user: userSummarySchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Purposes of an e-mail code (spec §3 "typeEnum"). */
export const codeTypeSchema = z.enum(["REGISTER", "DBL_CHECK"]);
export const dynamicCodeRequestSchema = z.object({
  loginName: emailSchema,
  typeEnum: codeTypeSchema,
  /** 1 e-mail, 2 text message. */
  category: z.union([z.literal(1), z.literal(2)]),
  ...captchaFields,
});
export const codeSentSchema = z.object({
  /** Seconds before another code may be requested (120, spec §9). */
  resendAfter: z.number().check(z.int()),
  /** Seconds the code stays valid. */
  expireSeconds: z.number().check(z.int()),
});

export const picCodeResultSchema = z.object({
  idCode: z.string(),
  /** data: URL of the image. */
  imgCodeImgData: z.string(),
  expireSeconds: z.number().check(z.int()),
});
export const picVerifyRequestSchema = z.object({ idCode: textSchema().check(z.maxLength(64)), imgCode: imgCodeSchema });
export const picVerifyResultSchema = z.object({ valid: z.boolean() });

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  emailCode: emailCodeSchema,
  userName: personNameSchema,
  /** Name of the new organization; defaults to the user name. */
  orgName: z.optional(personNameSchema),
  /** The terms were accepted (spec §1 service agreement). */
  agreeTerms: z.literal(true),
});
export const registerResultSchema = z.object({ userId: z.string() });

export const userExistRequestSchema = z.object({ loginName });
export const userExistResultSchema = z.object({ exist: z.boolean() });

export const resetSendRequestSchema = z.object({ loginName, ...captchaFields });
export const resetPasswordRequestSchema = z.object({
  loginName,
  emailCode: emailCodeSchema,
  newPassword: passwordSchema,
});
export const passwordUpdateRequestSchema = z.object({
  oldPassword: textSchema().check(z.minLength(1), z.maxLength(64)),
  newPassword: passwordSchema,
});

export { appCodeSchema, imgCodeSchema };
