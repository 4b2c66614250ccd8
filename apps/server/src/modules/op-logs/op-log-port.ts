// Contract between the operation log (owner: modules/op-logs) and every module that writes to it.
// Fixed before the slices were built in parallel; modules receive an `OpLogWriter` in their deps.

/** One operation-log line (spec §7 /op-logs/put, /log/op-logs/list). */
export interface OpLogEntry {
  orgId: string;
  /** Who did it; null for a visitor without an account (a shared archive link). */
  userId: string | null;
  /** Module of the spec's /log/module-functions/get, e.g. "download", "archive", "licence". */
  module: string;
  /** Dotted action name, e.g. "downloadTask.create", "archive.share.view". */
  action: string;
  /** Human-readable detail (file name, archive title …), at most 1000 characters. */
  detail: string;
  ip?: string | undefined;
}

/** Writes an operation-log line; never throws (a failed write is logged, the operation goes on). */
export type OpLogWriter = (entry: OpLogEntry) => void;
