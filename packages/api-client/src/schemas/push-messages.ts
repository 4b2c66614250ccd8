import { z } from "zod/mini";
import { deviceStatusSchema, deviceTaskSchema } from "./device.js";
import { alarmPushSchema } from "./alarms.js";
import { downloadTaskSchema } from "./downloads.js";
import type { PushMessage } from "./push.js";
import { Code } from "../errors/codes.js";

// What a push message carries, per `infoType` (spec §3 "Push messages", decision 0003 "Push").
// The server builds every message with `buildPushMessage`; the console reads them with
// `parsePushMessage`, so both sides share one schema per type.

/** The `infoType` values the server sends. */
export const PUSH_INFO_TYPE = { DEVICE_STATUS: "DEVICE_STATUS", DEVICE_TASK: "DEVICE_TASK", PERMISSIONS_CHANGED: "PERMISSIONS_CHANGED", DOWNLOAD_TASK: "DOWNLOAD_TASK", ALARM: "ALARM" } as const;
/** One of `PUSH_INFO_TYPE`. */
export type PushInfoType = (typeof PUSH_INFO_TYPE)[keyof typeof PUSH_INFO_TYPE];

/** `infoContent` of DEVICE_STATUS: a bound device's status and, when known, its channels'. */
export const deviceStatusPushSchema = z.object({
  sn: z.string(),
  deviceId: z.number().check(z.int()),
  status: deviceStatusSchema,
  onlineChlCount: z.number().check(z.int()),
  chlCount: z.number().check(z.int()),
  channels: z.optional(z.array(z.object({ chlIndex: z.number().check(z.int()), status: z.union([z.literal(0), z.literal(1)]) }))),
});
/** A DEVICE_STATUS content. */
export type DeviceStatusPush = z.infer<typeof deviceStatusPushSchema>;

/** `infoContent` of PERMISSIONS_CHANGED: the user's role, its codes or their site grants changed; the console reloads its permissions. */
export const permissionsChangedPushSchema = z.object({ reason: z.enum(["ROLE_EDITED", "ROLE_ASSIGNED", "ADMIN_CHANGED", "SITE_GRANTS_CHANGED"]) });

/** The `infoContent` schema of each `infoType` (DEVICE_TASK carries the task as /dev-cmd/check shows it, DOWNLOAD_TASK as /download-task/list does). */
export const pushContentSchemas = {
  [PUSH_INFO_TYPE.DEVICE_STATUS]: deviceStatusPushSchema,
  [PUSH_INFO_TYPE.DEVICE_TASK]: deviceTaskSchema,
  [PUSH_INFO_TYPE.PERMISSIONS_CHANGED]: permissionsChangedPushSchema,
  // A download task changed (created, progress, state): its owner's console updates without polling.
  [PUSH_INFO_TYPE.DOWNLOAD_TASK]: downloadTaskSchema,
  [PUSH_INFO_TYPE.ALARM]: alarmPushSchema,
} as const satisfies Record<PushInfoType, z.ZodMiniType>;

/** The content type of one `infoType`. */
export type PushContentOf<T extends PushInfoType> = z.infer<(typeof pushContentSchemas)[T]>;

/** A push message read: its `infoType` with the parsed content. */
export type KnownPush = { [T in PushInfoType]: { infoType: T; content: PushContentOf<T> } }[PushInfoType];

/** `extension` of every message the server sends today. */
const OK_EXTENSION = JSON.stringify({ code: Code.OK });

/**
 * The wire message of `infoType` with `content`, checked against its schema first (throws a
 * ZodError for content the console would drop).
 */
export function buildPushMessage<T extends PushInfoType>(infoType: T, content: PushContentOf<T>): PushMessage {
  const checked: unknown = pushContentSchemas[infoType].parse(content);
  return { infoType, infoContent: JSON.stringify(checked), extension: OK_EXTENSION };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isKnownType = (infoType: string): infoType is PushInfoType => Object.hasOwn(pushContentSchemas, infoType);

/** Reads a push message: its type and parsed content, or null for another type or malformed content. */
export function parsePushMessage(message: PushMessage): KnownPush | null {
  if (!isKnownType(message.infoType)) return null;
  const parsed = pushContentSchemas[message.infoType].safeParse(parseJson(message.infoContent));
  return parsed.success ? ({ infoType: message.infoType, content: parsed.data } as KnownPush) : null;
}
