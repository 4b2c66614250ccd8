import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Code } from "@vms/api-client";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorEnvelope, requestLocale, sendEnvelope } from "./envelope/envelope-reply.js";

/** Where the console fetches the installers (spec §7 "Plugin installer", §9 assets under /user/). */
export const PLUGIN_INSTALLER_PREFIX = "/user/plugin";

/**
 * The only names served: the versioned installer of each platform, as the console builds them
 * (`VmsVideoPlugin-1.0.0.1914.exe`, `VmsVideoPlugin-1.0.0.1899.pkg`). Anything else, a path with a
 * separator or `..` above all, never reaches the file system.
 */
const INSTALLER_NAME = /^VmsVideoPlugin-\d+(?:\.\d+){0,3}\.(exe|pkg)$/;

const CONTENT_TYPES: Record<string, string> = {
  exe: "application/vnd.microsoft.portable-executable",
  pkg: "application/octet-stream",
};

/**
 * The console adds a timestamp query (spec §7), so every offer is its own cache key: an hour's
 * caching per URL saves repeated downloads of one offer, and a new offer always reaches the server.
 */
export const INSTALLER_CACHE = "public, max-age=3600";

/**
 * Serves the native plugin installers from `dir` (VMS_PLUGIN_INSTALLER_DIR) at
 * /user/plugin/<name> as downloads. Without a directory, or for a name that is not there, the answer
 * is the catalogue's 404 envelope, which the console reads as "this server does not distribute the plugin".
 */
export function registerPluginInstallers(app: FastifyInstance, dir: string | null): void {
  const root = dir ? path.resolve(dir) : null;
  app.route<{ Params: { file: string } }>({
    method: ["GET", "HEAD"],
    url: `${PLUGIN_INSTALLER_PREFIX}/:file`,
    handler: async (request, reply) => {
      const name = request.params.file;
      const ext = INSTALLER_NAME.exec(name)?.[1];
      if (!root || !ext) return notFound(request, reply);
      const file = path.join(root, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return notFound(request, reply);
      reply
        .header("content-type", CONTENT_TYPES[ext])
        .header("content-length", info.size)
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", INSTALLER_CACHE)
        .header("last-modified", info.mtime.toUTCString())
        .header("x-content-type-options", "nosniff");
      if (request.method === "HEAD") return reply.send();
      return reply.send(createReadStream(file));
    },
  });
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendEnvelope(reply, 404, errorEnvelope(Code.NOT_FOUND, requestLocale(request)));
}
