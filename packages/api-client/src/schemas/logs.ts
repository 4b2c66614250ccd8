import { z } from "zod/mini";
import { epochMsSchema, textSchema } from "./primitives.js";
import { pageOf, pageQuerySchema } from "./common.js";

/** /log/login-logs/list: SELF = one's own history; ORG needs vms_system_loginlog_qry. */
export const loginLogQuerySchema = z.extend(pageQuerySchema, {
  scope: z._default(z.enum(["SELF", "ORG"]), "SELF"),
  /** Epoch ms range; at most 31 days apart (spec §5). */
  startTime: z.optional(epochMsSchema()),
  endTime: z.optional(epochMsSchema()),
  loginName: z.optional(textSchema().check(z.maxLength(254))),
});
export const loginLogItemSchema = z.object({
  id: z.number().check(z.int()),
  loginName: z.string(),
  userName: z.string(),
  success: z.boolean(),
  /** Envelope code of the attempt: 200 success, else the failure code. */
  code: z.number().check(z.int()),
  ip: z.string(),
  userAgent: z.string(),
  createTime: z.number().check(z.int()),
});
export const loginLogPageSchema = pageOf(loginLogItemSchema);
