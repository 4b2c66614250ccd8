import type { FastifyRequest } from "fastify";
import type { ClientInfo } from "./session-service.js";

const MAX_USER_AGENT = 512;

/**
 * Where a request comes from. `request.ip` follows X-Forwarded-For only when VMS_TRUST_PROXY
 * trusts the proxy (Fastify `trustProxy`), so a client cannot pick the IP its logs and rate
 * limits are keyed by.
 */
export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: (typeof agent === "string" ? agent : "").slice(0, MAX_USER_AGENT) };
}
