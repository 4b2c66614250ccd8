// Contract between the operation log (owner: modules/op-logs) and every module that writes to it.
// Fixed before the slices were built in parallel; modules receive an `OpLogWriter` in their deps.
import type { OpLogAction } from "@vms/api-client";

/** What every line says, whoever acted. */
interface OpLogLine {
  orgId: string;
  /** Module of the spec's /log/module-functions/get, e.g. "download", "archive", "licence". */
  module: string;
  /** Dotted action name, e.g. "downloadTask.create", "archive.share.view": one of the contract's list, so the console has its sentence. */
  action: OpLogAction;
  /** Human-readable detail (file name, archive title …), at most 1000 characters. */
  detail: string;
  ip?: string | undefined;
  /**
   * The operation changes no row of ours (an export): its line is written once the call succeeded.
   * Any other line is written only with a change of rows, so a call that changed nothing leaves none.
   */
  noRowChange?: true | undefined;
}

/**
 * Who acted, stated by the writer (never guessed from a missing user): a user of the organization
 * (or an installer acting in it), the system (a payment webhook, a payment countdown, a job), or an
 * anonymous visitor of a share link, named by the shared archive's title (or the share's id).
 */
export type OpLogActor = { userId: string; actor?: "user" } | { userId: null; actor: "system" } | { userId: null; actor: "shareLink"; actorName: string };

/** One operation-log line (spec §7 /op-logs/put, /log/op-logs/list). */
export type OpLogEntry = OpLogLine & OpLogActor;

/** A line as stored: a console-side line (/op-logs/put) names its own action, outside the server's list. */
export type StoredOpLogEntry = Omit<OpLogLine, "action"> & { action: string } & OpLogActor;

/** Writes an operation-log line; never throws (a failed write is logged, the operation goes on). */
export type OpLogWriter = (entry: OpLogEntry) => void;

const NAMED_MAX = 1000;

/**
 * The detail of a line that removed rows: each one's name (title, number …) and id, so the line
 * says what was deleted even after the rows are gone: `Lobby (3f2a…), Parking (9c1b…)`.
 */
export function deletedDetail(rows: ReadonlyArray<{ name: string; id: string }>): string {
  const text = rows.map((row) => (row.name ? `${row.name} (${row.id})` : row.id)).join(", ");
  return text.length > NAMED_MAX ? `${text.slice(0, NAMED_MAX - 1)}…` : text;
}
