import { z } from "zod";
import { epochMsSchema, textSchema } from "./primitives.js";
import { pageOf, pageQuerySchema } from "./common.js";

/** /log/login-logs/list: SELF = one's own history; ORG needs vms_system_loginlog_qry. */
export const loginLogQuerySchema = pageQuerySchema.extend({
  scope: z.enum(["SELF", "ORG"]).default("SELF"),
  /** Epoch ms range; at most 31 days apart (spec §5). */
  startTime: epochMsSchema().optional(),
  endTime: epochMsSchema().optional(),
  loginName: textSchema().max(254).optional(),
});
export const loginLogItemSchema = z.object({
  id: z.number().int(),
  loginName: z.string(),
  userName: z.string(),
  success: z.boolean(),
  /** Envelope code of the attempt: 200 success, else the failure code. */
  code: z.number().int(),
  ip: z.string(),
  userAgent: z.string(),
  createTime: z.number().int(),
});
export const loginLogPageSchema = pageOf(loginLogItemSchema);
