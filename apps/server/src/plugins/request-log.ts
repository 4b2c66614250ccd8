import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * Fastify's own per-request lines, moved from info to debug: at the default level a normal call
 * writes nothing, so the log shows what matters. A failed request still leaves one error line
 * (the error handler's "request failed", or "request errored" for a broken response stream).
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, "route not found");
  }
}
