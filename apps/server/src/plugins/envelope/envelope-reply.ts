import { catalogueEntry, Code, groupMessages, SUCCESS_CODE, type ResponseEnvelope } from "@vms/api-client";
import { negotiateLocale, translate, type Locale } from "@vms/i18n";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The locale of the caller, from Accept-Language (en-US when nothing matches). */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers["accept-language"]);
}

/** The catalogue message of `code` translated into `locale`; uncatalogued codes get the generic text. */
export function messageFor(code: number, locale: Locale): string {
  const descriptor = catalogueEntry(code)?.message ?? { ...groupMessages.other, values: { code } };
  return translate(locale, descriptor);
}

/** A failure envelope: catalogue code, translated msg, and `data` (null unless the code defines some). */
export function errorEnvelope(code: number, locale: Locale, data: unknown = null): ResponseEnvelope {
  return { basic: { code, msg: messageFor(code, locale) }, data };
}

/** A success envelope. */
export function okEnvelope<D>(data: D): ResponseEnvelope<D> {
  return { basic: { code: SUCCESS_CODE, msg: "OK" }, data };
}

/** Sends an envelope; API answers are per-user and must never be cached. */
export function sendEnvelope(reply: FastifyReply, httpStatus: number, envelope: ResponseEnvelope): FastifyReply {
  return reply.code(httpStatus).header("cache-control", "no-store").type("application/json; charset=utf-8").send(envelope);
}

/** Sends the generic internal-error envelope (the cause is only in the server log). */
export function sendInternalError(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendEnvelope(reply, 500, errorEnvelope(Code.INTERNAL, requestLocale(request)));
}
