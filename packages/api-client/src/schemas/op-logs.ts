import { z } from "zod/mini";
import { pageOf, pageQuerySchema } from "./common.js";
import { epochMsSchema, textSchema, uuidSchema } from "./primitives.js";

/** Spec §2 operation logs: a query spans at most 31 days. */
export const OP_LOG_RANGE_MAX_MS = 31 * 86_400_000;
/** Most lines one /log/op-logs/export writes (a 31-day range of a busy organization fits). */
export const OP_LOG_EXPORT_MAX = 100_000;

/**
 * Modules of the operation log (spec §7 /log/module-functions/get). A module's writer may use a
 * name outside this list; the console then shows the raw name.
 */
export const OP_LOG_MODULES = [
  "account", "user", "invite", "role", "org", "site", "device", "channel", "alarmRule", "plate",
  "event", "download", "archive", "licence", "cloudStorage", "opLog", "console", "remoteAccess",
  "mfa", "userConfig",
] as const;
export type OpLogModule = (typeof OP_LOG_MODULES)[number];

/** Modules the console itself may write through /op-logs/put (spec §7 "Logging call"). */
export const CLIENT_OP_LOG_MODULES = ["download", "console"] as const;

const moduleName = textSchema().check(z.trim(), z.maxLength(32));
const actionName = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/));

/** The filters of the list and the export: a range of at most 31 days, an operator, a module. */
export const opLogFilterSchema = z.object({
  startTime: epochMsSchema(),
  endTime: epochMsSchema(),
  userId: z.optional(uuidSchema()),
  module: z.optional(moduleName),
});
export type OpLogFilter = z.infer<typeof opLogFilterSchema>;

export const opLogQuerySchema = z.extend(opLogFilterSchema, pageQuerySchema.shape);

/**
 * Who acted: a user (`userId`, named by `userName`/`loginName` unless the account was deleted), the
 * system (a payment webhook, a payment countdown, a job) or an anonymous visitor of a share link.
 */
export const OP_LOG_ACTOR_KINDS = ["user", "system", "shareLink"] as const;
export type OpLogActorKind = (typeof OP_LOG_ACTOR_KINDS)[number];

/** One operation-log line (spec §3 operation log: operateEnum, detail). */
export const opLogItemSchema = z.object({
  id: z.number().check(z.int()),
  createTime: z.number().check(z.int()),
  actorKind: z.enum(OP_LOG_ACTOR_KINDS),
  /** For "shareLink": the shared archive's title, or the share's id. */
  actorName: z.string(),
  userId: z.nullable(z.string()),
  userName: z.string(),
  loginName: z.string(),
  module: z.string(),
  /** The action ("operateEnum"), e.g. "user.freeze". */
  operateEnum: z.string(),
  detail: z.string(),
  ip: z.string(),
  /** "server" for lines the server writes, "console" for /op-logs/put. */
  source: z.enum(["server", "console"]),
});
export type OpLogItem = z.infer<typeof opLogItemSchema>;
export const opLogPageSchema = pageOf(opLogItemSchema);

/** /log/op-logs/export: the caller's UTC offset formats the time column. */
export const opLogExportRequestSchema = z.extend(opLogFilterSchema, { utcOffsetMinutes: z._default(z.number().check(z.int(), z.minimum(-840), z.maximum(840)), 0) });
/** The file is fetched from a signed, short-lived URL (download with progress). */
export const opLogExportSchema = z.object({ fileName: z.string(), url: z.string(), count: z.number().check(z.int()), expiresAt: z.number().check(z.int()) });

/** /op-logs/put: a console-side event (download-task create, clear …). */
export const opLogPutRequestSchema = z.object({
  module: z.enum(CLIENT_OP_LOG_MODULES),
  operateEnum: actionName,
  detail: z._default(textSchema().check(z.maxLength(1000)), ""),
});

/** /log/module-functions/get: the modules and the actions seen or known in each. */
export const moduleFunctionsSchema = z.object({
  list: z.array(z.object({ module: z.string(), functions: z.array(z.string()) })),
});

/** Spec §8: 33890 export failed (too many lines, or the file could not be written). */
export const OP_LOG_CODES = { EXPORT_FAILED: 33890 } as const;
