import { OP_LOG_MODULES, type OpLogAction, type OpLogModule } from "@vms/api-client";
import type { WriteCall } from "../../plugins/envelope/dispatcher.js";
import { type OpLogScopeState, withOpLogScope } from "./op-log-scope.js";

/**
 * Session calls whose path does not end in a read verb but change nothing an organization audits
 * (docs/op-logs.md "What counts as state-changing"): reads named otherwise, and the session's own
 * housekeeping (renewing a token, signing out, proving a code, asking for a code).
 */
export const NOT_STATE_CHANGING: ReadonlySet<string> = new Set([
  // Reads with another verb.
  "/archives/conditions",
  "/cloud-storage/application/info",
  "/cloud-storage/application/term",
  "/device/access-token/batch",
  "/device-logs/download",
  "/event/alarm/unread/count",
  "/func-res/dynamic-list",
  "/license-price-matrix/quote",
  "/order/pay-type",
  "/site/channel-list",
  "/site/device/chl",
  "/site/list/choose",
  "/sysmsg/maintenance/latest",
  "/user/choose",
  "/user/unregister-check",
  // The session's own housekeeping (login logs and the session table record these).
  "/token/renewal",
  "/user/logout",
  "/user/mfa/create",
  "/user/mfa/verify",
  "/user/unregister/send-code",
  // Writes its own console-side line.
  "/op-logs/put",
]);

/** Operation-log module of each registry tag (the call's domain). */
export const TAG_MODULES: Readonly<Record<string, OpLogModule>> = {
  auth: "account",
  user: "user",
  permission: "account",
  mfa: "mfa",
  sites: "site",
  devices: "device",
  channels: "channel",
  live: "channel",
  plates: "plate",
  "alarm-rules": "alarmRule",
  alarms: "event",
  events: "event",
  "user-configs": "userConfig",
  invite: "invite",
  role: "role",
  org: "org",
  downloads: "download",
  "cloud-storage": "cloudStorage",
  commerce: "licence",
  logs: "opLog",
  archives: "archive",
  system: "org",
  "remote-access": "remoteAccess",
};

/** Calls whose module is not their tag's: the caller's own account, and cloud storage sold by commerce. */
const PATH_MODULES: Readonly<Record<string, OpLogModule>> = {
  "/user/profile/update": "account",
  "/user/avatar/update": "account",
  "/user/unregister": "account",
  "/cloud-storage/purchase": "cloudStorage",
};

/** The module a call's line goes to; null when its tag maps to none (a test keeps this empty). */
export function opLogModuleOf(path: string, tag: string): OpLogModule | null {
  const module = PATH_MODULES[path] ?? TAG_MODULES[tag];
  return module && (OP_LOG_MODULES as readonly string[]).includes(module) ? module : null;
}

/**
 * A stable action name from the path: "/site/scene/add" → "site.scene.add". The contract lists each
 * (OP_LOG_FALLBACK_ACTIONS), so the console has its sentence; op-log-fallback.test.ts keeps the two in step.
 */
export const opLogActionOf = (path: string): OpLogAction => path.replace(/^\//, "").replace(/\//g, ".").slice(0, 64) as OpLogAction;

/** Keys whose value never reaches a line: credentials, codes, tokens, secrets, keys. */
const SECRET_KEY = /pass|pwd|code|token|secret|otp|captcha|key|sign|uuid|cred|auth|ticket|nonce/i;
const DETAIL_MAX = 200;
const VALUE_MAX = 48;

/**
 * A short summary of a call's data: its top-level scalar fields (ids, names, states) and the size
 * of its lists. Secret-looking keys and nested objects are left out, so a password, code or token
 * can never reach the log.
 */
export function redactedDetail(data: unknown): string {
  if (!data || typeof data !== "object" || Array.isArray(data)) return "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (SECRET_KEY.test(key)) continue;
    if (typeof value === "string") parts.push(`${key}=${value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value}`);
    else if (typeof value === "number" || typeof value === "boolean") parts.push(`${key}=${String(value)}`);
    else if (Array.isArray(value)) parts.push(`${key}=[${value.length}]`);
  }
  const detail = parts.join(" ");
  return detail.length > DETAIL_MAX ? `${detail.slice(0, DETAIL_MAX - 1)}…` : detail;
}

/**
 * The dispatcher's `aroundWrite` (decision in docs/op-logs.md): runs a signed-in caller's write in
 * an operation-log scope holding the call's line (in the caller's organization, as the caller; an
 * installer in a remote session writes as the installer). The line rides the call's first write
 * (db/ride-along.ts); `finish` writes it afterwards when nothing carried it. A failed call writes
 * nothing, unless a write of it had already committed.
 */
export function createOpLogFallback(lines: { finish: (state: OpLogScopeState) => void }) {
  return async <T>(call: WriteCall, run: () => Promise<T>): Promise<T> => {
    if (NOT_STATE_CHANGING.has(call.path)) return run();
    const module = opLogModuleOf(call.path, call.tag);
    const { orgId, userId } = call.caller.user;
    const line = module ? { orgId, userId, module, action: opLogActionOf(call.path), detail: redactedDetail(call.data), ip: call.ip } : null;
    const { result, state } = await withOpLogScope(line, run);
    lines.finish(state);
    return result;
  };
}
