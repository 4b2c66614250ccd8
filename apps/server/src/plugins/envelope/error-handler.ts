import { API_PREFIX, catalogueEntry, Code, HTTP_PAYLOAD_TOO_LARGE } from "@vms/api-client";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../core/app-error.js";
import { errorEnvelope, requestLocale, sendEnvelope, sendInternalError } from "./envelope-reply.js";

/** The HTTP status Fastify or a plugin attached to an error, if any. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" ? status : undefined;
}

const isApiRequest = (request: FastifyRequest) => request.url.startsWith(`${API_PREFIX}/`);

/**
 * Answers every error that escapes a route as an envelope. Errors Fastify raises for the
 * client's request (body too large, bad content type or length, unparsable body) are 1000, never
 * 500: under /vms with HTTP 200 (413 for too large), elsewhere with their own HTTP status.
 * Anything else is logged with the request id and answered with a generic 500.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = requestLocale(request);
  if (error instanceof AppError) return sendEnvelope(reply, error.httpStatus, errorEnvelope(error.code, locale, error.data));
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    request.log.debug({ err: error }, "client error");
    if (isApiRequest(request)) return sendEnvelope(reply, status === HTTP_PAYLOAD_TOO_LARGE ? HTTP_PAYLOAD_TOO_LARGE : 200, errorEnvelope(Code.MALFORMED, locale));
    const code = catalogueEntry(status)?.group === "http" ? status : Code.MALFORMED;
    return sendEnvelope(reply, status, errorEnvelope(code, locale));
  }
  request.log.error({ err: error }, "request failed");
  return sendInternalError(request, reply);
}

/** Installs handleError on `app` (inherited by every plugin that does not set its own). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
