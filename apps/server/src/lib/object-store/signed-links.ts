import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { contentTypeOf, isObjectKey, type ObjectStore } from "./object-store.js";

/** Where signed object links are served. */
export const MEDIA_PREFIX = "/files";

/**
 * Short-lived links to objects: `/files/<key>?exp=<epoch ms>&sig=<hmac>`. The server hands one out
 * only after checking the caller may see the object (e.g. an event of a visible site), so the link
 * itself is the permission, like an S3 presigned URL; it cannot be altered to name another object
 * and stops working at `exp`. <img> tags and downloads need no token header this way.
 * The key is per process: with several instances, give them one shared secret (a later slice).
 */
export function createSignedLinks(options: { now: () => number; secret?: Buffer }) {
  const secret = options.secret ?? randomBytes(32);
  const mac = (key: string, exp: number) => createHmac("sha256", secret).update(`${key}\n${exp}`).digest("base64url");
  return {
    /** A link to `key` valid for `ttlMs`. */
    link(key: string, ttlMs: number): { url: string; expiresAt: number } {
      const exp = options.now() + ttlMs;
      return { url: `${MEDIA_PREFIX}/${key}?exp=${exp}&sig=${mac(key, exp)}`, expiresAt: exp };
    },
    /** True when `sig` was made for `key` and `exp`, and `exp` has not passed. */
    verify(key: string, exp: number, sig: string): boolean {
      if (!Number.isSafeInteger(exp) || exp < options.now()) return false;
      const expected = Buffer.from(mac(key, exp));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type SignedLinks = ReturnType<typeof createSignedLinks>;

/** Serves `GET /files/<key>?exp&sig` from `store`; anything unsigned, altered or expired is 403. */
export function registerSignedObjectRoute(app: FastifyInstance, store: ObjectStore, links: SignedLinks): void {
  app.get<{ Params: { "*": string }; Querystring: { exp?: string; sig?: string } }>(`${MEDIA_PREFIX}/*`, async (request, reply) => {
    const key = request.params["*"];
    const exp = Number(request.query.exp);
    if (!isObjectKey(key) || typeof request.query.sig !== "string" || !links.verify(key, exp, request.query.sig)) {
      return reply.code(403).send({ error: "forbidden" });
    }
    const object = await store.stream(key);
    if (!object) return reply.code(404).send({ error: "not found" });
    const type = contentTypeOf(key);
    reply.header("content-type", type).header("content-length", object.size).header("cache-control", "private, max-age=300");
    reply.header("x-content-type-options", "nosniff");
    if (!type.startsWith("image/")) reply.header("content-disposition", `attachment; filename="${key.slice(key.lastIndexOf("/") + 1)}"`);
    return reply.send(object.body);
  });
}
