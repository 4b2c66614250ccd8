import { ARCHIVE_FILE_PATH } from "@vms/api-client";
import { MEDIA_PREFIX, type SignedLinks } from "../../lib/object-store/signed-links.js";
import type { ArchiveFileKind } from "./archive-store.js";

/** How long a file link works (a share link's own expiry may cut it shorter). */
export const FILE_LINK_TTL_MS = 3_600_000;
/** `via` of a signed-in user's link; a share link's id otherwise (re-checked on every file request). */
export const VIA_SESSION = "u";

/** Signed GET links `/archives/file/<archiveId>/<kind>/<via>?exp&sig`. */
export function archiveFileLink(links: SignedLinks, archiveId: string, kind: ArchiveFileKind, via: string, ttlMs: number): { url: string; expiresAt: number } {
  const key = `${archiveId}/${kind}/${via}`;
  const { url, expiresAt } = links.link(key, ttlMs);
  return { url: `${ARCHIVE_FILE_PATH}${url.slice(MEDIA_PREFIX.length)}`, expiresAt };
}
