import { CLOUD_OBJECTS_PATH, type CloudSegmentInfo } from "@vms/api-client";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { parseRange } from "../../lib/http-range.js";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import type { CloudRepository } from "./cloud-repository.js";
import { channelBase, type CloudStorageService } from "./cloud-storage-service.js";

const DAY_MS = 86_400_000;

function bearer(request: FastifyRequest<{ Querystring: { token?: string } }>): string {
  const header = request.headers.authorization;
  if (typeof header === "string" && header.startsWith("Bearer ")) return header.slice(7).trim();
  return typeof request.query.token === "string" ? request.query.token : "";
}

type Params = { sn: string; chlIndex: string };
type Query = { token?: string; from?: string; to?: string };

/**
 * What a cloud token (`/cloud-storage/download-token/get`) authorises, for its one channel until it
 * expires (docs/cloud-recording.md):
 * - `GET <storageUrl>segments?from=<ms>&to=<ms>` → `{segments: CloudSegmentInfo[]}` (at most one day);
 * - `GET <storageUrl>segments/<id>.mp4` → the segment (fMP4: init + one fragment per GOP), with HTTP Range.
 * Any other channel, an expired, unknown or missing token: 403; nothing says whether the channel exists.
 */
export function registerCloudObjectsRoute(app: FastifyInstance, deps: { service: CloudStorageService; repo: CloudRepository; store: ObjectStore; now: () => number }): void {
  const { service, repo, store } = deps;
  const authorise = async (request: FastifyRequest<{ Params: Params; Querystring: Query }>) => {
    const chlIndex = Number(request.params.chlIndex);
    if (!Number.isInteger(chlIndex) || chlIndex < 0 || chlIndex > 256) return null;
    return service.authorise(bearer(request), request.params.sn, chlIndex);
  };

  app.get<{ Params: Params; Querystring: Query }>(`${CLOUD_OBJECTS_PATH}/:sn/:chlIndex/segments`, async (request, reply) => {
    const token = await authorise(request);
    if (!token) return reply.code(403).type("text/plain").send("Forbidden");
    const to = request.query.to === undefined ? deps.now() : Number(request.query.to);
    const from = request.query.from === undefined ? to - 3_600_000 : Number(request.query.from);
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || to <= from || to - from > DAY_MS) return reply.code(400).type("text/plain").send("Bad Request");
    const rows = await repo.segments(token.orgId, token.sn, token.chlIndex, from, to, 2_000);
    const base = channelBase(token.sn, token.chlIndex);
    const segments: CloudSegmentInfo[] = rows.map((r) => ({ id: r.id, startMs: r.startMs, endMs: r.endMs, bytes: r.bytes, codec: r.codec, keyframes: r.keyframes, url: `${base}segments/${r.id}.mp4` }));
    return reply.header("Cache-Control", "private, no-store").send({ segments });
  });

  app.get<{ Params: Params & { file: string }; Querystring: Query }>(`${CLOUD_OBJECTS_PATH}/:sn/:chlIndex/segments/:file`, async (request, reply) => {
    const token = await authorise(request);
    if (!token) return reply.code(403).type("text/plain").send("Forbidden");
    const id = request.params.file.replace(/\.mp4$/, "");
    const row = await repo.segment(token.orgId, id);
    if (!row || row.sn !== token.sn || row.chlIndex !== token.chlIndex) return reply.code(404).type("text/plain").send("Not Found");
    const range = parseRange(request.headers.range, row.bytes);
    reply.header("Accept-Ranges", "bytes").header("Content-Type", "video/mp4").header("Cache-Control", "private, max-age=300");
    if (range === null) return reply.code(416).header("Content-Range", `bytes */${row.bytes}`).send();
    const object = await store.stream(row.objectKey, range ?? undefined);
    if (!object) return reply.code(404).type("text/plain").send("Not Found");
    const { start, end } = range ?? { start: 0, end: object.size - 1 };
    if (range) reply.code(206).header("Content-Range", `bytes ${start}-${end}/${object.size}`);
    reply.header("Content-Length", String(end - start + 1));
    return reply.send(object.body);
  });
}
