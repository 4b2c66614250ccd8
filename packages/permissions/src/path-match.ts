/** Splits a path into segments, ignoring a trailing slash, the query and the hash. */
function segments(pathname: string): string[] {
  const clean = pathname.split(/[?#]/, 1)[0] ?? "";
  return clean.split("/").filter((s) => s !== "");
}

/**
 * True when `pathname` (e.g. "/archives-details/42") matches `pattern` (e.g. "/archives-details/$id").
 * A `$name` segment matches any one non-empty segment; other segments match exactly.
 */
export function matchPath(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return false;
  return want.every((seg, i) => (seg.startsWith("$") ? got[i] !== "" : seg === got[i]));
}
