import { ARCHIVE_FILE_PATH, ARCHIVE_KEYS_PATH } from "@vms/api-client";
import type { FastifyInstance } from "fastify";
import type { SignedLinks } from "../../lib/object-store/signed-links.js";
import { parseRange } from "../../lib/http-range.js";
import { VIA_SESSION } from "./archive-links.js";
import type { ArchiveRepository } from "./archive-repository.js";
import type { ArchiveShareService } from "./archive-share-service.js";
import type { ArchiveSigning } from "./archive-signing.js";
import { ARCHIVE_FILES, isArchiveFileKind, type ArchiveStore } from "./archive-store.js";

interface Deps {
  repo: ArchiveRepository;
  store: ArchiveStore;
  links: SignedLinks;
  shares: ArchiveShareService;
  signing: ArchiveSigning;
}

/**
 * GET /archives/file/<archiveId>/<mp4|avi|manifest|sig>/<via>?exp&sig — an archive's files by a
 * signed link from /archives/video/list or a download-token call; HTTP Range for <video> seeking
 * and resumed downloads. A link made for a share is refused as soon as that share is revoked or
 * expired. GET /.well-known/vms-archive-keys.json publishes the manifest signing keys.
 */
export function registerArchiveFileRoutes(app: FastifyInstance, deps: Deps): void {
  const { repo, store, links, shares, signing } = deps;
  app.get(ARCHIVE_KEYS_PATH, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=300").header("Access-Control-Allow-Origin", "*");
    return signing.publicKeys();
  });
  app.get<{ Params: { archiveId: string; kind: string; via: string }; Querystring: { exp?: string; sig?: string } }>(`${ARCHIVE_FILE_PATH}/:archiveId/:kind/:via`, async (request, reply) => {
    const { archiveId, kind, via } = request.params;
    const forbidden = () => reply.code(403).type("text/plain").send("Forbidden");
    if (!isArchiveFileKind(kind) || typeof request.query.sig !== "string") return forbidden();
    if (!links.verify(`${archiveId}/${kind}/${via}`, Number(request.query.exp), request.query.sig)) return forbidden();
    if (via !== VIA_SESSION && !(await shares.fileAllowed(via, archiveId, kind, request.ip))) return forbidden();
    const row = await repo.find(archiveId);
    const size = row?.status === "done" ? await store.size(row.orgId, row.id, kind) : null;
    if (!row || size === null) return reply.code(404).type("text/plain").send("Not Found");
    const range = parseRange(request.headers.range, size);
    const file = ARCHIVE_FILES[kind];
    const name = kind === "avi" ? `${row.title}.avi` : kind === "mp4" ? `${row.title}.mp4` : `${row.title}.${file.name}`;
    reply
      .header("Accept-Ranges", "bytes")
      .header("Content-Type", file.type)
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Disposition", `${kind === "mp4" ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(name)}`);
    if (range === null) return reply.code(416).header("Content-Range", `bytes */${size}`).send();
    const { start, end } = range ?? { start: 0, end: size - 1 };
    if (range) reply.code(206).header("Content-Range", `bytes ${start}-${end}/${size}`);
    reply.header("Content-Length", String(end - start + 1));
    if (size === 0) return reply.send("");
    return reply.send(store.read(row.orgId, row.id, kind, start, end));
  });
}
