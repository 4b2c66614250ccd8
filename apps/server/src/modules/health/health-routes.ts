import type { FastifyInstance } from "fastify";

/** Answers true when the server can serve requests (migrated and the database answers). */
export type HealthCheck = () => Promise<boolean>;

/**
 * GET /healthz for load balancers and orchestrators: 200 {status:"ok"} once migrations have run
 * and the database answers `select 1`, else 503 so traffic is held back.
 */
export function registerHealthRoute(app: FastifyInstance, check: HealthCheck): void {
  app.get("/healthz", async (request, reply) => {
    const healthy = await check().catch((err: unknown) => {
      request.log.warn({ err }, "health check failed");
      return false;
    });
    return reply
      .code(healthy ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status: healthy ? "ok" : "unavailable" });
  });
}
