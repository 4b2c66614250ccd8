import { z } from "zod/mini";
import { pageOf } from "./common.js";
import { MAX_REQUEST_INT, textSchema, uuidSchema } from "./primitives.js";
import { FORBIDDEN_NAME_CHARS } from "./validation.js";

// Archives and sharing (spec §1, §2 /archives, /archives-details/{id}, /archives-share/{id}, §3
// "Archive", §5 archive title and download right, §7 Archives, §8 31100-31114, §9 page size and
// share validity). Times are Unix seconds unless named …Ms.

const sn = textSchema().check(z.minLength(1), z.maxLength(64));
const chlIndex = z.number().check(z.int(), z.minimum(0), z.maximum(256));
const unixSec = z.number().check(z.int(), z.minimum(0), z.maximum(4_102_444_800));
const id = uuidSchema();

/** Spec §9: the archives table shows 20 a page. */
export const ARCHIVE_PAGE_SIZE = 20;
/** The longest range one archive copies (the same hour as a download, spec §5/§9). */
export const ARCHIVE_MAX_SEC = 3_600;
/** Spec §9 share validity presets: 1 h, 1 d, 1 w (custom: 60 s to 30 days). */
export const SHARE_VALIDITY_PRESETS_SEC = [3_600, 86_400, 604_800] as const;
export const SHARE_VALIDITY_MIN_SEC = 60;
export const SHARE_VALIDITY_MAX_SEC = 30 * 86_400;
/** An archive title: 1-64 characters, none of spec §5's forbidden ones. */
export const ARCHIVE_TITLE_MAX = 64;
/** Spec §5: forbidden characters, with the file name ones (titles name downloaded files). */
export function archiveTitleProblem(title: string): "empty" | "length" | "forbidden" | null {
  const trimmed = title.trim();
  if (!trimmed) return "empty";
  if (trimmed.length > ARCHIVE_TITLE_MAX) return "length";
  return [...`${FORBIDDEN_NAME_CHARS}*?|`].some((c) => trimmed.includes(c)) ? "forbidden" : null;
}

/** Archive states: the server copies the range (copying), then done or failed. */
export const ARCHIVE_STATES = ["copying", "done", "failed"] as const;
export const archiveStateSchema = z.enum(ARCHIVE_STATES);
export type ArchiveState = z.infer<typeof archiveStateSchema>;
/** Where the range is copied from: the device's own storage, or the server's cloud recording. */
export const ARCHIVE_SOURCES = ["local", "cloud"] as const;
export const archiveSourceSchema = z.enum(ARCHIVE_SOURCES);
/** Spec §3 archive rights; with no saved config all are granted (§5). */
export const ARCHIVE_RIGHTS = ["add", "delete", "share", "download", "query"] as const;
export const archiveRightSchema = z.enum(ARCHIVE_RIGHTS);
export type ArchiveRight = z.infer<typeof archiveRightSchema>;

/** An archive (spec §3: title, time, site, camera, size, archived by, status). */
export const archiveSchema = z.object({
  archiveId: z.string(),
  title: z.string(),
  /** When it was archived, Unix ms. */
  createTime: z.number().check(z.int()),
  startTime: z.number().check(z.int()),
  endTime: z.number().check(z.int()),
  siteId: z.string(),
  siteName: z.string(),
  sn: z.string(),
  chlIndex: z.number().check(z.int()),
  chlName: z.string(),
  /** Bytes of the AVI once done. */
  size: z.number().check(z.int()),
  archivedBy: z.string(),
  status: archiveStateSchema,
  source: archiveSourceSchema,
  /** Catalogue code of the last failure, else 0. */
  errorCode: z.number().check(z.int()),
});
export type Archive = z.infer<typeof archiveSchema>;

export const archiveCreateRequestSchema = z.object({
  sn,
  chlIndex,
  startTime: unixSec,
  endTime: unixSec,
  title: textSchema().check(z.maxLength(200)),
  source: z._default(archiveSourceSchema, "local"),
});

const cameraSchema = z.object({ sn, chlIndex });
/** Spec §3 "Archive search info": status[], archiveTitle, siteIds[], cameras[], dateRange[]. */
export const archiveListRequestSchema = z.object({
  pageNum: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_REQUEST_INT)), 1),
  pageSize: z._default(z.literal(ARCHIVE_PAGE_SIZE), ARCHIVE_PAGE_SIZE),
  status: z.optional(z.array(archiveStateSchema).check(z.maxLength(3))),
  archiveTitle: z.optional(textSchema().check(z.maxLength(200))),
  siteIds: z.optional(z.array(id).check(z.maxLength(500))),
  cameras: z.optional(z.array(cameraSchema).check(z.maxLength(500))),
  /** [from, to] of the archived time, Unix seconds. */
  dateRange: z.optional(z.tuple([unixSec, unixSec])),
});
export const archiveListSchema = pageOf(archiveSchema);

/** What the filters offer: the caller's visible sites and the cameras of its archives. */
export const archiveConditionsSchema = z.object({
  sites: z.array(z.object({ siteId: z.string(), siteName: z.string() })),
  cameras: z.array(z.object({ sn: z.string(), chlIndex: z.number().check(z.int()), chlName: z.string(), siteId: z.string() })),
  statuses: z.array(archiveStateSchema),
});

export const archiveIdRequestSchema = z.object({ archiveId: id });
export const archiveUpdateRequestSchema = z.object({ archiveId: id, title: textSchema().check(z.maxLength(200)) });
export const archiveDeleteRequestSchema = z.object({ archiveIds: z.array(id).check(z.minLength(1), z.maxLength(100)) });
export const archiveDeleteSchema = z.object({ deleted: z.number().check(z.int()) });

/** A share link (spec §9 validity 1 h, 1 d, 1 w or custom; optional access code). */
export const archiveShareRequestSchema = z.object({
  archiveId: id,
  /** Seconds: 3600, 86400, 604800 or custom (60 s to 30 days; others 31111). */
  validitySec: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_REQUEST_INT * 1000)),
  allowDownload: z._default(z.boolean(), false),
  /** 4-16 letters or digits; absent: none. */
  accessCode: z.optional(textSchema().check(z.regex(/^[A-Za-z0-9]{4,16}$/))),
});
export const ARCHIVE_SHARE_STATES = ["active", "expired", "revoked"] as const;
export const archiveShareSchema = z.object({
  shareId: z.string(),
  createTime: z.number().check(z.int()),
  /** Unix ms. */
  expiresAt: z.number().check(z.int()),
  allowDownload: z.boolean(),
  hasAccessCode: z.boolean(),
  status: z.enum(ARCHIVE_SHARE_STATES),
  createdBy: z.string(),
  views: z.number().check(z.int()),
  downloads: z.number().check(z.int()),
});
export type ArchiveShare = z.infer<typeof archiveShareSchema>;
/** The new link: the token appears only here (the server keeps its hash). */
export const archiveShareCreatedSchema = z.object({ share: archiveShareSchema, token: z.string(), path: z.string() });
/** Lists an archive's links; with `revokeShareId` revokes that one first. */
export const archiveShareGetRequestSchema = z.object({ archiveId: id, revokeShareId: z.optional(id) });
export const archiveShareListSchema = z.object({ list: z.array(archiveShareSchema) });

/** The signed evidence manifest (docs/archives.md). */
export const archiveEvidenceSchema = z.object({
  /** The manifest JSON exactly as signed (UTF-8). */
  manifest: z.string(),
  /** Ed25519 signature of the manifest bytes, base64. */
  signature: z.string(),
  keyId: z.string(),
});
export type ArchiveEvidence = z.infer<typeof archiveEvidenceSchema>;

/** A playable archive: the MP4 (HTTP Range) and its evidence. */
export const archiveVideoSchema = z.object({
  archive: archiveSchema,
  /** GET path of the MP4 (plain <video>, HTTP Range), valid for `expiresAt`. */
  videoUrl: z.string(),
  expiresAt: z.number().check(z.int()),
  evidence: z.nullable(archiveEvidenceSchema),
  /** The caller's rights on it (a share link: query, plus download when the link allows it). */
  rights: z.array(archiveRightSchema),
});
/** A shared archive (no account): also the owning organization's customer ID, whose branding the page shows (issue 28). */
export const archiveSharedVideoSchema = z.extend(archiveVideoSchema, { coId: z.string() });
export const archiveShareAccessRequestSchema = z.object({
  token: textSchema().check(z.minLength(1), z.maxLength(128)),
  accessCode: z.optional(textSchema().check(z.maxLength(16))),
});
/** A download of the AVI with its manifest and signature. */
export const archiveDownloadSchema = z.object({
  aviUrl: z.string(),
  manifestUrl: z.string(),
  signatureUrl: z.string(),
  fileName: z.string(),
  expiresAt: z.number().check(z.int()),
});

/** Rights per role or user (spec §3, §5). */
export const archiveAuthorityEntrySchema = z.object({
  targetType: z.enum(["role", "user"]),
  targetId: id,
  rights: z.array(archiveRightSchema).check(z.maxLength(5)),
});
export const archiveAuthoritySchema = z.object({
  /** False while nothing is saved: every right is granted (§5). */
  configured: z.boolean(),
  entries: z.array(archiveAuthorityEntrySchema),
  /** The caller's own effective rights. */
  mine: z.array(archiveRightSchema),
  /** True for administrators, who may save rights. */
  editable: z.boolean(),
});
export const archiveAuthorityUpdateRequestSchema = z.object({ entries: z.array(archiveAuthorityEntrySchema).check(z.maxLength(500)) });

/** GET paths outside /vms. */
export const ARCHIVE_FILE_PATH = "/archives/file";
export const ARCHIVE_KEYS_PATH = "/.well-known/vms-archive-keys.json";
/** Public keys that sign archive manifests (current and retired). */
export const archiveKeysSchema = z.object({
  keys: z.array(z.object({ keyId: z.string(), alg: z.literal("Ed25519"), publicKeyPem: z.string(), x: z.string(), createdAt: z.number().check(z.int()), retiredAt: z.nullable(z.number().check(z.int())) })),
});
export type ArchiveKeys = z.infer<typeof archiveKeysSchema>;
