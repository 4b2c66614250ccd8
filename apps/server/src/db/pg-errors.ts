/** SQLSTATE of a unique violation. */
const UNIQUE_VIOLATION = "23505";

/** Postgres unique violation (both drivers expose the SQLSTATE as `code`, maybe on `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}
