import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { BRANDING_ASSETS_DIR } from "../../core/server-paths.js";
import { BRANDING_URL_PREFIX } from "./default-branding.js";

/** One day: the names are not content-hashed, so browsers should come back for updates. */
const BRANDING_CACHE = "public, max-age=86400";

/** Serves the default branding files under /user/branding/ (spec §9: assets live under /user/). */
export async function registerBrandingAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: BRANDING_ASSETS_DIR,
    prefix: BRANDING_URL_PREFIX,
    // The console static plugin owns reply.sendFile; a second decoration would clash.
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header("cache-control", BRANDING_CACHE);
      reply.header("x-content-type-options", "nosniff");
      // SVG can carry script: opened directly, it must not run any.
      reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
}
