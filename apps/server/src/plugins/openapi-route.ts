import { API_PREFIX } from "@vms/api-client";
import { buildOpenApiDocument } from "@vms/api-client/openapi";
import type { FastifyInstance } from "fastify";

/** GET /vms/openapi.json: the contract generated from the registry (same as docs/openapi.json). */
export function registerOpenApiRoute(app: FastifyInstance): void {
  let document: Record<string, unknown> | null = null;
  app.get(`${API_PREFIX}/openapi.json`, async (_request, reply) => {
    // Built on first use: converting every zod schema is not free and most runs never ask.
    document ??= buildOpenApiDocument();
    return reply.header("cache-control", "no-cache").send(document);
  });
}
