// Parsing against a placeholder origin tells which addresses stay on this site.
const BASE = "http://console.invalid";

function hasControlCharacter(text: string): boolean {
  for (const ch of text) {
    const charCode = ch.charCodeAt(0);
    if (charCode < 0x20 || charCode === 0x7f) return true;
  }
  return false;
}

/**
 * Where to go after signing in, from the `redirect` search param (spec §2 guard): a path on this
 * site only. Anything that could leave it — another origin, protocol-relative `//host`, `/\host`
 * (browsers read `\` as `/`), control characters (stripped by URL parsing, turning `/\t/host` into
 * `//host`) — and /login itself (a loop) give undefined, which means "/".
 */
export function sanitizeRedirect(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/")) return undefined;
  if (value.startsWith("//") || value.includes("\\") || hasControlCharacter(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname === "/login") return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
