import { createHash, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { Code, SHARE_VALIDITY_MAX_SEC, SHARE_VALIDITY_MIN_SEC, type ArchiveRight, type ArchiveShare, type ParsedRequestOf } from "@vms/api-client";
import type { SignedLinks } from "../../lib/object-store/signed-links.js";
import { AppError } from "../../core/app-error.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { RateCounters } from "../rate-limits/rate-counters.js";
import { archiveFileLink, FILE_LINK_TTL_MS } from "./archive-links.js";
import type { ArchiveRepository, ArchiveRow, ShareRow } from "./archive-repository.js";
import { downloadLinks, evidenceOf, toArchive, type ArchiveService } from "./archive-service.js";
import type { ArchiveRights } from "./archive-rights.js";
import type { Caller } from "../../core/caller.js";

export const hashShareToken = (token: string) => createHash("sha256").update(token).digest("hex");

function hashCode(code: string): string {
  const salt = randomBytes(16);
  return `${salt.toString("base64")}$${scryptSync(code, salt, 32).toString("base64")}`;
}
function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split("$");
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const given = scryptSync(code, Buffer.from(salt, "base64"), 32);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The public page's route for a token (spec §2 /archives-share/{id}). */
export const sharePath = (token: string) => `/archives-share/${token}`;

export interface ShareLimits {
  /** Shared-link calls and file requests per client IP per minute before 6001. */
  perIpPerMinute: number;
  /** Wrong access codes of one link before its code locks (33703). */
  codeMaxFails: number;
  /** How long a link's code stays locked. */
  codeLockMs: number;
}

export interface ArchiveShareServiceDeps {
  repo: ArchiveRepository;
  rights: ArchiveRights;
  archives: ArchiveService;
  links: SignedLinks;
  counters: Pick<RateCounters, "allow">;
  opLog: OpLogWriter;
  now: () => number;
  limits: ShareLimits;
}

/**
 * Share links (spec §1, §2 /archives-share/{id}, §9 validity): a random 32-byte token of which only
 * the SHA-256 is kept; every public call and every file request re-checks it (revoked 31103,
 * expired 31102 from its exact expiry second, unknown 31104), rate-limited per client IP, and each
 * view and download goes to the operation log.
 */
export function createArchiveShareService(deps: ArchiveShareServiceDeps) {
  const { repo, rights, archives, links, counters, opLog, now, limits } = deps;

  const toShare = (row: ShareRow): ArchiveShare => ({
    shareId: row.id,
    createTime: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    allowDownload: row.allowDownload,
    hasAccessCode: row.accessCodeHash !== null,
    status: row.revokedAt ? "revoked" : row.expiresAt.getTime() <= now() ? "expired" : "active",
    createdBy: row.createdBy,
    views: row.views,
    downloads: row.downloads,
  });

  /** The refusal of a share as it stands now, null while it works. */
  function refusal(share: ShareRow): number | null {
    if (share.revokedAt) return Code.SHARE_REVOKED;
    if (share.expiresAt.getTime() <= now()) return Code.SHARE_EXPIRED;
    return null;
  }

  async function limit(ip: string): Promise<void> {
    if (!(await counters.allow(`archive-share:${ip}`, 60_000, limits.perIpPerMinute, new Date(now())))) throw new AppError(Code.TOO_FREQUENT);
  }

  /**
   * A link's access code, counted per link in the database: after `codeMaxFails` wrong ones the
   * code is locked for `codeLockMs` (33703, every try refused), whatever IPs the tries come from.
   * Each wrong code, and the lock, is a line of the organization's operation log with the IP: a
   * security event, logged although the call is refused (docs/op-logs.md).
   */
  async function checkAccessCode(share: ShareRow, archive: ArchiveRow, accessCode: string | undefined, ip: string): Promise<void> {
    if (!accessCode) throw new AppError(Code.SHARE_ACCESS_CODE_REQUIRED);
    const at = now();
    // Taken before the check, so tries sent at once cannot all slip in under the limit.
    const taken = await repo.takeCodeTry(share.id, new Date(at), limits.codeMaxFails, limits.codeLockMs);
    if (!taken) throw new AppError(Code.SHARE_CODE_LOCKED, { lockExpireTime: share.codeLockedUntil?.getTime() ?? at + limits.codeLockMs });
    if (codeMatches(accessCode, share.accessCodeHash ?? "")) {
      await repo.settleCodeTries(share.id);
      return;
    }
    const locked = taken.lockedUntil;
    opLog({ orgId: archive.orgId, userId: null, actor: "shareLink", actorName: archive.title || share.id, module: "archive", action: locked ? "archive.share.codeLocked" : "archive.share.codeWrong", detail: archive.title, ip });
    if (locked) throw new AppError(Code.SHARE_CODE_LOCKED, { lockExpireTime: locked.getTime() });
    throw new AppError(Code.SHARE_ACCESS_CODE_WRONG, { remainTimes: limits.codeMaxFails - taken.failures });
  }

  async function open(data: ParsedRequestOf<"/archives/video/no-token/list">, ip: string): Promise<{ share: ShareRow; archive: ArchiveRow }> {
    await limit(ip);
    const share = await repo.shareByTokenHash(hashShareToken(data.token));
    if (!share) throw new AppError(Code.SHARE_INVALID);
    const refused = refusal(share);
    if (refused) throw new AppError(refused);
    const archive = await repo.find(share.archiveId);
    if (!archive || archive.orgId !== share.orgId) throw new AppError(Code.SHARE_INVALID);
    if (share.accessCodeHash) await checkAccessCode(share, archive, data.accessCode, ip);
    if (archive.status !== "done") throw new AppError(Code.ARCHIVE_NOT_READY);
    return { share, archive };
  }
  const ttl = (share: ShareRow) => Math.max(1, Math.min(FILE_LINK_TTL_MS, share.expiresAt.getTime() - now()));

  return {
    async create(caller: Caller, data: ParsedRequestOf<"/archives/share">) {
      await rights.require(caller, "share");
      if (data.validitySec < SHARE_VALIDITY_MIN_SEC || data.validitySec > SHARE_VALIDITY_MAX_SEC) throw new AppError(Code.SHARE_VALIDITY_INVALID);
      const archive = await archives.visible(caller, data.archiveId);
      if (archive.status !== "done") throw new AppError(Code.ARCHIVE_NOT_READY);
      const token = randomBytes(32).toString("base64url");
      const row = await repo.insertShare({
        archiveId: archive.id,
        orgId: archive.orgId,
        createdBy: caller.user.alias || caller.user.userName || caller.user.email,
        tokenHash: hashShareToken(token),
        accessCodeHash: data.accessCode ? hashCode(data.accessCode) : null,
        allowDownload: data.allowDownload,
        expiresAt: new Date(now() + data.validitySec * 1000),
      });
      opLog({ orgId: archive.orgId, userId: caller.user.userId, module: "archive", action: "archive.share.create", detail: archive.title });
      return { share: toShare(row), token, path: sharePath(token) };
    },

    async list(caller: Caller, data: ParsedRequestOf<"/archives/share/get">) {
      await rights.require(caller, "share");
      const archive = await archives.visible(caller, data.archiveId);
      if (data.revokeShareId && (await repo.revokeShare(archive.id, data.revokeShareId))) {
        opLog({ orgId: archive.orgId, userId: caller.user.userId, module: "archive", action: "archive.share.revoke", detail: archive.title });
      }
      return { list: (await repo.shares(archive.id)).map(toShare) };
    },

    async view(data: ParsedRequestOf<"/archives/video/no-token/list">, ip: string) {
      const { share, archive } = await open(data, ip);
      await repo.countShareUse(share.id, "views");
      opLog({ orgId: archive.orgId, userId: null, actor: "shareLink", actorName: archive.title || share.id, module: "archive", action: "archive.share.view", detail: archive.title, ip });
      const link = archiveFileLink(links, archive.id, "mp4", share.id, ttl(share));
      return {
        archive: { ...toArchive(archive), archivedBy: "" },
        videoUrl: link.url,
        expiresAt: link.expiresAt,
        evidence: evidenceOf(archive),
        rights: share.allowDownload ? (["query", "download"] satisfies ArchiveRight[]) : (["query"] satisfies ArchiveRight[]),
        // Issue 28: the page wears the owning organization's branding, not only the domain's.
        coId: await repo.customerIdOf(archive.orgId),
      };
    },

    async download(data: ParsedRequestOf<"/archives/download-token/no-token/get">, ip: string) {
      const { share, archive } = await open(data, ip);
      if (!share.allowDownload) throw new AppError(Code.SHARE_NO_DOWNLOAD);
      await repo.countShareUse(share.id, "downloads");
      opLog({ orgId: archive.orgId, userId: null, actor: "shareLink", actorName: archive.title || share.id, module: "archive", action: "archive.share.download", detail: archive.title, ip });
      return downloadLinks(links, archive, share.id, ttl(share));
    },

    /** A file request through a share's link: the share must still work (checked on every request). */
    async fileAllowed(shareId: string, archiveId: string, kind: string, ip: string): Promise<boolean> {
      if (!(await counters.allow(`archive-share-file:${ip}`, 60_000, limits.perIpPerMinute * 20, new Date(now())))) return false;
      const rows = await repo.sharesById(shareId);
      const share = rows[0];
      if (!share || share.archiveId !== archiveId || refusal(share) !== null) return false;
      return kind === "mp4" || share.allowDownload;
    },
  };
}

export type ArchiveShareService = ReturnType<typeof createArchiveShareService>;
