import { archiveTitleProblem, ARCHIVE_MAX_SEC, ARCHIVE_STATES, Code, NO_ERROR_CODE, type Archive, type ArchiveRight, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE, siteRoleRank } from "@vms/permissions";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import type { JobQueue } from "../../lib/jobs/index.js";
import type { SignedLinks } from "../../lib/object-store/signed-links.js";
import { AppError } from "../../core/app-error.js";
import type { LicenceCheck } from "../../core/licence-port.js";
import type { DeviceFor } from "../devices/device-access.js";
import type { SiteAccess, SiteScope } from "../sites/site-access.js";
import { archiveFileLink, FILE_LINK_TTL_MS, VIA_SESSION } from "./archive-links.js";
import type { ArchiveRepository, ArchiveRow } from "./archive-repository.js";
import type { ArchiveRights, RightsEntry } from "./archive-rights.js";
import type { ArchiveStore } from "./archive-store.js";
import type { Caller } from "../../core/caller.js";

export const ARCHIVE_JOB = "archives.copy";
/** After a range's end, the device has this long to write its last seconds before the copy reads them. */
export const ARCHIVE_END_SETTLE_MS = 3_000;

export interface ArchiveServiceDeps {
  repo: ArchiveRepository;
  rights: ArchiveRights;
  access: SiteAccess;
  deviceFor: DeviceFor;
  gateway: Pick<DeviceGateway, "lastReport">;
  queue: Pick<JobQueue, "enqueue">;
  store: ArchiveStore;
  links: SignedLinks;
  /** Spec §4 licence directive per channel (issue 27): archiving an unlicensed channel's recording is refused with its licence code. */
  licence?: Pick<LicenceCheck, "refusal"> | undefined;
  now?: (() => number) | undefined;
}

/** What an archive looks like to the console (spec §3 "Archive"). */
export function toArchive(row: ArchiveRow): Archive {
  return {
    archiveId: row.id,
    title: row.title,
    createTime: row.createdAt.getTime(),
    startTime: row.startTime,
    endTime: row.endTime,
    siteId: row.siteId,
    siteName: row.siteName,
    sn: row.sn,
    chlIndex: row.chlIndex,
    chlName: row.chlName,
    size: row.size,
    archivedBy: row.archivedBy,
    status: row.status as Archive["status"],
    source: row.source as Archive["source"],
    errorCode: row.errorCode,
  };
}

export const evidenceOf = (row: ArchiveRow) => (row.manifest && row.signature && row.keyId ? { manifest: row.manifest, signature: row.signature, keyId: row.keyId } : null);

/** Sites where the caller may watch recordings (SITE_VIEWER or above): their archives are visible. */
export const archiveSites = (scope: SiteScope) => scope.visible().filter((s) => {
  const role = scope.role(s.id);
  return role !== null && siteRoleRank(role) >= siteRoleRank(SITE_ROLE.SITE_VIEWER);
});

/**
 * Archives of the caller's organization (spec §3/§5/§7). An archive is seen only on a site where
 * the caller may watch recordings; anything else (another organization, a hidden site, a bad id)
 * answers 31100 like one that does not exist. Each call also needs its archive right (§5).
 */
export function createArchiveService(deps: ArchiveServiceDeps) {
  const { repo, rights, access, deviceFor, gateway, queue, store, links } = deps;
  // A range that ends in the future (an event's ±60 s archived at once) is copied once its end has
  // passed and the device has written it: a copy made earlier would hold less than it claims.
  const start = (archiveId: string, endTime: number) => {
    const delayMs = Math.max(0, endTime * 1000 + ARCHIVE_END_SETTLE_MS - (deps.now ?? Date.now)());
    return queue.enqueue(ARCHIVE_JOB, { archiveId }, { singletonKey: archiveId, maxAttempts: 1, ...(delayMs > 0 ? { delayMs } : {}) });
  };

  async function visible(caller: Caller, archiveId: string): Promise<ArchiveRow> {
    const row = await repo.findInOrg(caller.user.orgId, archiveId);
    const scope = await access.scope(caller);
    if (!row || !archiveSites(scope).some((s) => s.id === row.siteId)) throw new AppError(Code.ARCHIVE_NOT_FOUND);
    return row;
  }
  const checkTitle = (title: string) => {
    if (archiveTitleProblem(title)) throw new AppError(Code.ARCHIVE_TITLE_INVALID);
    return title.trim();
  };

  return {
    visible,
    async create(caller: Caller, data: ParsedRequestOf<"/archives/create">) {
      const userName = caller.user.alias || caller.user.userName || caller.user.email;
      await rights.require(caller, "add");
      const title = checkTitle(data.title);
      if (data.endTime <= data.startTime || data.endTime - data.startTime > ARCHIVE_MAX_SEC) throw new AppError(Code.ARCHIVE_RANGE_INVALID);
      if (data.startTime * 1000 >= (deps.now ?? Date.now)()) throw new AppError(Code.ARCHIVE_RANGE_FUTURE);
      const { device, scope } = await deviceFor(caller, data.sn, SITE_ROLE.SITE_VIEWER);
      // Archives already made stay evidence the organization keeps (decision 0019); a new copy needs a licence.
      const refused = deps.licence ? await deps.licence.refusal(caller.user.orgId, data.sn, data.chlIndex, (deps.now ?? Date.now)()) : null;
      if (refused !== null) throw new AppError(refused);
      const channel = (await gateway.lastReport(data.sn))?.channels.find((c) => c.chlIndex === data.chlIndex);
      if (!channel) throw new AppError(Code.NO_CHANNEL_PERMISSION);
      const row = await repo.insert({
        orgId: caller.user.orgId,
        userId: caller.user.userId,
        archivedBy: userName,
        title,
        siteId: device.siteId,
        siteName: scope.site(device.siteId)?.name ?? "",
        sn: data.sn,
        chlIndex: data.chlIndex,
        chlName: channel.name || `CH${data.chlIndex}`,
        source: data.source,
        startTime: data.startTime,
        endTime: data.endTime,
      });
      await start(row.id, row.endTime);
      return toArchive(row);
    },

    async list(caller: Caller, data: ParsedRequestOf<"/archives/list">) {
      await rights.require(caller, "query");
      const allowed = archiveSites(await access.scope(caller)).map((s) => s.id);
      const siteIds = data.siteIds?.length ? allowed.filter((id) => data.siteIds!.includes(id)) : allowed;
      const page = await repo.page(caller.user.orgId, { siteIds, status: data.status, title: data.archiveTitle?.trim() || undefined, cameras: data.cameras, from: data.dateRange?.[0], to: data.dateRange?.[1] }, data.pageNum, data.pageSize);
      return { total: page.total, list: page.list.map(toArchive) };
    },

    async conditions(caller: Caller) {
      await rights.require(caller, "query");
      const sites = archiveSites(await access.scope(caller));
      const cameras = await repo.cameras(caller.user.orgId, sites.map((s) => s.id));
      return { sites: sites.map((s) => ({ siteId: s.id, siteName: s.name })), cameras, statuses: [...ARCHIVE_STATES] };
    },

    async rename(caller: Caller, data: ParsedRequestOf<"/archives/update">) {
      await rights.require(caller, "add");
      const title = checkTitle(data.title);
      const row = await visible(caller, data.archiveId);
      return toArchive((await repo.update(row.id, { title }))!);
    },

    async remove(caller: Caller, data: ParsedRequestOf<"/archives/delete">) {
      await rights.require(caller, "delete");
      const ids: string[] = [];
      for (const id of data.archiveIds) {
        try {
          ids.push((await visible(caller, id)).id);
        } catch {
          // Not visible: nothing is deleted and nothing tells it apart from a missing one.
        }
      }
      const rows = await repo.remove(caller.user.orgId, ids);
      for (const row of rows) await store.remove(row.orgId, row.id);
      return rows.map((row) => ({ name: row.title, id: row.id }));
    },

    async retry(caller: Caller, data: ParsedRequestOf<"/archives/retry">) {
      await rights.require(caller, "add");
      const row = await visible(caller, data.archiveId);
      const next = await repo.update(row.id, { status: "copying", errorCode: NO_ERROR_CODE }, ["failed"]);
      if (!next) throw new AppError(Code.ARCHIVE_NOT_FAILED);
      await start(row.id, row.endTime);
      return toArchive(next);
    },

    async video(caller: Caller, data: ParsedRequestOf<"/archives/video/list">) {
      const mine = await rights.require(caller, "query");
      const row = await visible(caller, data.archiveId);
      if (row.status !== "done") throw new AppError(row.status === "failed" ? Code.ARCHIVE_COPY_FAILED : Code.ARCHIVE_NOT_READY);
      const link = archiveFileLink(links, row.id, "mp4", VIA_SESSION, FILE_LINK_TTL_MS);
      return { archive: toArchive(row), videoUrl: link.url, expiresAt: link.expiresAt, evidence: evidenceOf(row), rights: mine };
    },

    async downloadToken(caller: Caller, data: ParsedRequestOf<"/archives/download-token/get">) {
      // Spec §5: without the download right, 5002 — checked before anything about the archive.
      await rights.require(caller, "download");
      const row = await visible(caller, data.archiveId);
      if (row.status !== "done") throw new AppError(row.status === "failed" ? Code.ARCHIVE_COPY_FAILED : Code.ARCHIVE_NOT_READY);
      return downloadLinks(links, row, VIA_SESSION, FILE_LINK_TTL_MS);
    },

    /** A download task of an archive (issue #16): same rule as downloadToken (5002 first), then what the task needs. */
    async forDownload(caller: Caller, archiveId: string) {
      await rights.require(caller, "download");
      const row = await visible(caller, archiveId);
      if (row.status !== "done") throw new AppError(row.status === "failed" ? Code.ARCHIVE_COPY_FAILED : Code.ARCHIVE_NOT_READY);
      const { id, orgId, title, siteId, siteName, sn, chlIndex, chlName, startTime, endTime } = row;
      return { archiveId: id, orgId, title, siteId, siteName, sn, chlIndex, chlName, startTime, endTime };
    },

    /** The stored AVI of an archive the caller was cleared for at task creation (the download job); null when gone. */
    async aviBytes(orgId: string, archiveId: string): Promise<Uint8Array | null> {
      const size = await store.size(orgId, archiveId, "avi");
      if (size === null) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of store.read(orgId, archiveId, "avi", 0, Math.max(0, size - 1))) chunks.push(chunk as Buffer);
      return new Uint8Array(Buffer.concat(chunks));
    },

    async authority(caller: Caller) {
      await rights.require(caller, "query");
      const entries = (await repo.rights(caller.user.orgId)) as RightsEntry[] | null;
      return { configured: entries !== null, entries: caller.isAdmin ? (entries ?? []) : [], mine: await rights.load(caller), editable: caller.isAdmin };
    },

    async updateAuthority(caller: Caller, data: ParsedRequestOf<"/archives/authority/update">) {
      if (!caller.isAdmin) throw new AppError(Code.NO_PERMISSION);
      const entries = data.entries.map((e) => ({ targetType: e.targetType, targetId: e.targetId, rights: [...new Set(e.rights)] as ArchiveRight[] }));
      // Rights for a role or user the organization does not have are refused, not stored (issue 27).
      if (!(await repo.targetsInOrg(caller.user.orgId, entries))) throw new AppError(Code.NOT_IN_ORG);
      await repo.saveRights(caller.user.orgId, entries, caller.user.userId);
      return {};
    },
  };
}

/** The AVI, its manifest and signature as one set of links; the file name comes from the title. */
export function downloadLinks(links: SignedLinks, row: ArchiveRow, via: string, ttlMs: number) {
  const avi = archiveFileLink(links, row.id, "avi", via, ttlMs);
  return {
    aviUrl: avi.url,
    manifestUrl: archiveFileLink(links, row.id, "manifest", via, ttlMs).url,
    signatureUrl: archiveFileLink(links, row.id, "sig", via, ttlMs).url,
    fileName: `${row.title}.avi`,
    expiresAt: avi.expiresAt,
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
