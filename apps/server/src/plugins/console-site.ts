import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { Code } from "@vms/api-client";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorEnvelope, requestLocale, sendEnvelope } from "./envelope/envelope-reply.js";

/** Vite emits content-hashed files here: they never change, so browsers may keep them for a year. */
const HASHED_CACHE = "public, max-age=31536000, immutable";
/** Everything else (index.html above all) must be revalidated so a deploy shows up at once. */
const REVALIDATE = "no-cache";

const NOT_BUILT_NOTICE =
  "The VMS server is running, but the console has not been built.\n" +
  "Build it with `pnpm turbo run build --filter=@vms/console` (or set VMS_CONSOLE_DIR) and restart the server.\n";

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PATHS = [/^\/vms(\/|$)/, /^\/ws-vms(\/|$)/, /^\/healthz(\/|$)/, /^\/user(\/|$)/];

/** True for a browser navigation the SPA router should handle (spec §2 routes). */
export function isConsoleNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = request.url.split("?")[0] ?? "";
  if (SERVER_PATHS.some((pattern) => pattern.test(pathname))) return false;
  return (request.headers.accept ?? "").includes("text/html");
}

/**
 * Serves the built console at / with an SPA fallback: navigations to client routes get
 * index.html, anything else unknown gets an envelope 404. Files go out pre-compressed when the
 * build left a .br/.gz copy. A missing build is not fatal: the
 * server still answers the API and / explains what to do.
 */
export async function registerConsoleSite(app: FastifyInstance, consoleDir: string): Promise<void> {
  const built = existsSync(path.join(consoleDir, "index.html"));
  const assetsDir = path.join(consoleDir, "assets") + path.sep;

  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: "/",
      // An array: with preCompressed, @fastify/static only finds the index of "/" from a list.
      index: ["index.html"],
      cacheControl: false,
      // `vite build` writes .br and .gz beside each asset; the best one Accept-Encoding allows is
      // sent as is (with Vary: Accept-Encoding), the plain file otherwise.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header("cache-control", filePath.startsWith(assetsDir) ? HASHED_CACHE : REVALIDATE);
      },
    });
  } else {
    app.log.warn({ consoleDir }, "console is not built: / answers a notice");
    app.get("/", (_request, reply) => sendNotice(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    if (isConsoleNavigation(request)) {
      return built ? reply.header("cache-control", REVALIDATE).sendFile("index.html", consoleDir) : sendNotice(reply);
    }
    return sendEnvelope(reply, 404, errorEnvelope(Code.NOT_FOUND, requestLocale(request)));
  });
}

function sendNotice(reply: FastifyReply): FastifyReply {
  return reply.code(200).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(NOT_BUILT_NOTICE);
}
