import { Code, EVENT_CODES, exportDetail, OP_LOG_ACTOR_KINDS, OP_LOG_CODES, OP_LOG_EXPORT_MAX, OP_LOG_RANGE_MAX_MS, type OpLogActorKind, type OpLogFilter, type OpLogItem, type ParsedRequestOf } from "@vms/api-client";
import { isLocale, type Locale } from "@vms/i18n";
import { RES } from "@vms/permissions";
import type { FastifyBaseLogger } from "fastify";
import type { RideAlongSource } from "../../db/ride-along.js";
import { AppError } from "../../core/app-error.js";
import { isUuid } from "../../core/ids.js";
import { formatOpLogTime, opLogsWorkbook } from "./op-log-export.js";
import type { ExportLinks, OpLogExportJob } from "./op-log-export-link.js";
import type { OpLogWriter, StoredOpLogEntry } from "./op-log-port.js";
import type { OpLogInsert, OpLogRepository, OpLogRow, OpLogScope } from "./op-log-repository.js";
import { currentOpLogScope, lineOutstanding, type OpLogScopeState } from "./op-log-scope.js";
import { hasCode, type Caller } from "../../core/caller.js";

/**
 * Writes that never carry a call's line: the line itself, and housekeeping a call may do before
 * its change or even when it then fails (replay nonces, rate counters, codes, captchas, sign-ins).
 */
const HOUSEKEEPING_TABLES: ReadonlySet<string> = new Set(["op_logs", "request_nonces", "rate_counters", "verification_codes", "captchas", "login_logs"]);

/** How long an export link works. */
const EXPORT_LINK_TTL_MS = 10 * 60_000;

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The lines a caller may read: their organization's, or only their own without vms_org_qry
 * (site administrators hold vms_system_oplog_qry for their own operations; decision 0002 reads
 * the organization-wide login log the same way).
 */
function scopeOf(caller: Caller, filter: OpLogFilter): OpLogScope {
  if (filter.endTime < filter.startTime) throw new AppError(Code.INVALID_DATA, { issues: [{ path: "endTime", message: "range" }] });
  if (filter.endTime - filter.startTime > OP_LOG_RANGE_MAX_MS) throw new AppError(EVENT_CODES.RANGE_TOO_LONG);
  const orgWide = hasCode(caller, RES.ORG_QRY);
  const userId = orgWide ? filter.userId : caller.user.userId;
  return { orgId: caller.user.orgId, userId, module: filter.module || undefined, from: new Date(filter.startTime), to: new Date(filter.endTime) };
}

const actorKindOf = (kind: string): OpLogActorKind => ((OP_LOG_ACTOR_KINDS as readonly string[]).includes(kind) ? (kind as OpLogActorKind) : "user");

const view = (row: OpLogRow): OpLogItem => ({
  id: row.id,
  createTime: row.createdAt.getTime(),
  actorKind: actorKindOf(row.actorKind),
  actorName: row.actorName,
  userId: row.userId,
  userName: row.userName ?? "",
  loginName: row.loginName ?? "",
  module: row.module,
  operateEnum: row.action,
  detail: row.detail,
  ip: row.ip,
  source: row.source === "console" ? "console" : "server",
});

/** Operation logs: the writer every module gets, the page, the export and the console's own lines. */
export function createOpLogService(deps: { repo: OpLogRepository; links: ExportLinks; log: FastifyBaseLogger; now: () => number }) {
  const { repo, links, log, now } = deps;
  const pending = new Set<Promise<unknown>>();

  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };
  const row = (entry: StoredOpLogEntry, source: "server" | "console"): OpLogInsert | null => {
    // An id that is not a UUID cannot be stored; the operation itself goes on (port contract).
    if (!isUuid(entry.orgId) || (entry.userId !== null && !isUuid(entry.userId))) {
      log.warn({ opLog: entry }, "operation-log line with a malformed id not written");
      return null;
    }
    const { orgId, userId } = entry;
    const actorKind = entry.actor ?? "user";
    const actorName = entry.actor === "shareLink" ? clip(entry.actorName, 200) : "";
    return { orgId, userId, actorKind, actorName, module: clip(entry.module, 32), action: clip(entry.action, 64), detail: clip(entry.detail, 1000), ip: clip(entry.ip ?? "", 64), source, at: new Date(now()) };
  };

  /** A line of its own, after the fact (no call scope, or the call's line is written already). */
  const store = (entry: StoredOpLogEntry, source: "server" | "console") => {
    const line = row(entry, source);
    if (line) track(repo.insert(line).catch((err: unknown) => log.warn({ err, opLog: entry }, "operation-log line not written")));
  };

  /** The port other modules receive (op-log-port.ts): never throws. */
  const write: OpLogWriter = (entry) => {
    try {
      const state = currentOpLogScope();
      if (state && lineOutstanding(state)) {
        // The service's wording replaces the call's generic line, which rides the change still to
        // come; an operation that changes no row (an export) has it written once the call succeeded.
        state.line = { ...entry, ip: entry.ip ?? state.line?.ip };
        if (entry.noRowChange) state.standalone = true;
      } else if (state && state.carriedId !== null && !state.refined) {
        // The change committed with the generic line: the line stays, with the service's wording.
        const line = row(entry, "server");
        if (!line) return;
        state.refined = true;
        track(repo.refine(state.carriedId, line).catch((err: unknown) => log.warn({ err, opLog: entry }, "operation-log line not refined")));
      } else store(entry, "server");
    } catch (err) {
      log.warn({ err }, "operation-log line not written");
    }
  };

  /** The call's line as a statement for its change's transaction (db/ride-along.ts). */
  const rideAlong: RideAlongSource = {
    carries: (table) => !HOUSEKEEPING_TABLES.has(table),
    take() {
      const state = currentOpLogScope();
      if (!state?.line || !lineOutstanding(state)) return null;
      const line = row(state.line, "server");
      if (!line) {
        state.line = null;
        return null;
      }
      state.taken = true;
      return {
        ...repo.insertStatement(line),
        committed(rows) {
          state.taken = false;
          state.carriedId = Number((rows[0] as { id?: unknown } | undefined)?.id);
        },
        restore() {
          state.taken = false;
        },
      };
    },
  };

  /**
   * After a successful call: its line, when no change of rows carried it but the call changed
   * something elsewhere (a device command) or its service reported it (an export). A call that
   * changed nothing (a deletion of ids that name nothing) leaves no line.
   */
  const finish = (state: OpLogScopeState) => {
    if (state.line && state.standalone && lineOutstanding(state)) store(state.line, "server");
  };

  return {
    write,
    rideAlong,
    finish,
    /** Resolves once every line written so far is stored (tests, shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    async list(caller: Caller, data: ParsedRequestOf<"/log/op-logs/list">) {
      const { total, rows } = await repo.page(scopeOf(caller, data), data.pageNum, data.pageSize);
      return { total, list: rows.map(view) };
    },

    /** /log/op-logs/export: at most OP_LOG_EXPORT_MAX lines (else 33890) behind a short-lived link. */
    async export(caller: Caller, data: ParsedRequestOf<"/log/op-logs/export">, locale: Locale, ip: string) {
      const scope = scopeOf(caller, data);
      const count = await repo.countUpTo(scope, OP_LOG_EXPORT_MAX);
      if (count > OP_LOG_EXPORT_MAX) throw new AppError(OP_LOG_CODES.EXPORT_FAILED, { max: OP_LOG_EXPORT_MAX });
      const stamp = formatOpLogTime(new Date(now()), data.utcOffsetMinutes).replace(/[-:]/g, "").replace(" ", "-");
      const fileName = `operation-logs-${stamp}.xlsx`;
      const job = {
        orgId: scope.orgId,
        ...(scope.userId ? { userId: scope.userId } : {}),
        ...(scope.module ? { module: scope.module } : {}),
        from: data.startTime,
        to: data.endTime,
        utcOffsetMinutes: data.utcOffsetMinutes,
        locale,
        fileName,
      };
      const { url, expiresAt } = links.link(job, EXPORT_LINK_TTL_MS);
      write({ orgId: caller.user.orgId, userId: caller.user.userId, module: "opLog", action: "opLog.export", detail: exportDetail({ count, from: data.startTime, to: data.endTime, file: fileName }), ip, noRowChange: true });
      return { fileName, url, count, expiresAt };
    },

    /** The xlsx of a verified export link. */
    async workbook(job: OpLogExportJob): Promise<Buffer> {
      const rows = await repo.rows({ orgId: job.orgId, userId: job.userId, module: job.module, from: new Date(job.from), to: new Date(job.to) }, OP_LOG_EXPORT_MAX);
      return opLogsWorkbook(rows, isLocale(job.locale) ? job.locale : "en-US", job.utcOffsetMinutes);
    },

    /** /op-logs/put: a console-side operation, always as the caller in the caller's organization. */
    put(caller: Caller, data: ParsedRequestOf<"/op-logs/put">, ip: string): void {
      store({ orgId: caller.user.orgId, userId: caller.user.userId, module: data.module, action: data.operateEnum, detail: data.detail, ip }, "console");
    },

    /** Retention (docs/op-logs.md): lines older than `days` go. */
    prune: (days: number) => repo.deleteOlderThan(new Date(now() - days * 86_400_000)),
  };
}
export type OpLogService = ReturnType<typeof createOpLogService>;
