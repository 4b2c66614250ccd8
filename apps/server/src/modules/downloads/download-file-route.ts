import { timingSafeEqual } from "node:crypto";
import { DOWNLOAD_FILE_PATH } from "@vms/api-client";
import type { FastifyInstance } from "fastify";
import { parseRange } from "../../lib/http-range.js";
import { hashLinkToken } from "./download-service.js";
import type { DownloadRepository } from "./download-repository.js";
import type { FileStore } from "./file-store.js";

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * GET /downloads/file/:taskId?token=… — the finished AVI (spec §5 "Format is AVI only"). The token
 * comes from `/download-task/link/get` (signed-in owner, site still visible) and works for an hour;
 * HTTP Range lets an interrupted download resume (206 Partial Content).
 */
export function registerDownloadFileRoute(app: FastifyInstance, deps: { repo: DownloadRepository; files: FileStore; now: () => number }): void {
  const { repo, files, now } = deps;
  app.get<{ Params: { taskId: string }; Querystring: { token?: string } }>(`${DOWNLOAD_FILE_PATH}/:taskId`, async (request, reply) => {
    const token = typeof request.query.token === "string" ? request.query.token : "";
    const row = await repo.find(request.params.taskId);
    const valid = row && token && row.linkTokenHash && row.linkExpiresAt && row.linkExpiresAt.getTime() > now() && sameHash(row.linkTokenHash, hashLinkToken(token));
    if (!row || !valid) return reply.code(403).type("text/plain").send("Forbidden");
    const size = row.status === "finish" ? await files.size(row.orgId, row.id) : null;
    if (size === null) return reply.code(404).type("text/plain").send("Not Found");
    const range = parseRange(request.headers.range, size);
    reply
      .header("Accept-Ranges", "bytes")
      .header("Content-Type", "video/x-msvideo")
      .header("Cache-Control", "private, no-store")
      .header("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`);
    if (range === null) return reply.code(416).header("Content-Range", `bytes */${size}`).send();
    const { start, end } = range ?? { start: 0, end: size - 1 };
    if (range) reply.code(206).header("Content-Range", `bytes ${start}-${end}/${size}`);
    reply.header("Content-Length", String(end - start + 1));
    return reply.send(files.read(row.orgId, row.id, start, end));
  });
}
