import type { FastifyInstance } from "fastify";

/** True when the server can serve requests (migrated and the database answers); "draining" while it stops. */
export type HealthCheck = () => Promise<boolean | "draining">;

/**
 * GET /healthz for load balancers and orchestrators: 200 {status:"ok"} once migrations have run
 * and the database answers `select 1`, else 503 so traffic is held back; 503 {status:"draining"}
 * once SIGTERM was received, so the proxy stops sending new connections before the instance closes.
 */
export function registerHealthRoute(app: FastifyInstance, check: HealthCheck): void {
  app.get("/healthz", async (request, reply) => {
    const state = await check().catch((err: unknown) => {
      request.log.warn({ err }, "health check failed");
      return false as const;
    });
    const status = state === true ? "ok" : state === "draining" ? "draining" : "unavailable";
    return reply
      .code(state === true ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status });
  });
}
