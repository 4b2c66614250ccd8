import fastifyMultipart from "@fastify/multipart";
import { API_PREFIX, Code, type EndpointDef } from "@vms/api-client";
import { hasAnyCode } from "@vms/permissions";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppDatabase } from "../../db/database.js";
import { compiledSchema } from "../../lib/compiled-schema.js";
import { checkToken, type Session, type SessionResolver } from "../../core/session.js";
import { AppError } from "../../core/app-error.js";
import { errorEnvelope, okEnvelope, requestLocale, sendEnvelope, sendInternalError } from "./envelope-reply.js";
import type { HandlerTable, UploadedFile } from "../../core/handler-table.js";
import { DEFAULT_UPLOAD_LIMITS, readMultipartEnvelope, type UploadLimits } from "./multipart-body.js";
import {
  checkFreshness,
  checkSignature,
  checkVersion,
  hasMediaType,
  nonceExpiry,
  parseData,
  parseJsonEnvelope,
  type ParsedEnvelope,
} from "./request-checks.js";
import { hasInBothLists, type Caller, type CallerLoader } from "../../core/caller.js";
import type { NonceStore } from "../../core/nonce-store.js";

/** What the dispatcher needs; tests pass fake endpoints, sessions and nonce stores. */
export interface DispatcherOptions {
  /** Paths under /vms with their schemas: the api-client `registry` in production. */
  endpoints: Readonly<Record<string, EndpointDef>>;
  handlers: HandlerTable;
  sessions: SessionResolver;
  /** Loads the signed-in user with role and codes (production); without it `caller` is null. */
  callers?: CallerLoader;
  nonces: NonceStore;
  db: AppDatabase;
  /** Server clock in ms (freshness). */
  now?: () => number;
  /** Largest JSON body in bytes (default 1 MiB); bigger answers 1000 with HTTP 413. */
  jsonBodyLimit?: number;
  uploadLimits?: UploadLimits;
  /**
   * Called after the handler of every session call that may write (its path does not end in a
   * read verb, `READ_PATH`), whatever its outcome: the auth cache forgets what the call may have
   * changed (a profile, a role, a user's state; decision 0008).
   */
  afterWrite?: (path: string, session: Session | null) => void;
  /**
   * Wraps the handler of every write (not `READ_PATH`) by a signed-in caller: the operation-log
   * fallback (docs/op-logs.md) writes a line after a successful call that wrote none itself.
   */
  aroundWrite?: <T>(call: WriteCall, run: () => Promise<T>) => Promise<T>;
}

/** A signed-in caller's write call, as `aroundWrite` sees it. */
export interface WriteCall {
  path: string;
  /** The registry tag of the call (its domain). */
  tag: string;
  /** The parsed request data. */
  data: unknown;
  caller: Caller;
  session: Session;
  ip: string;
}

/** Paths whose last segment names a read; every other call counts as a write (decision 0008). */
export const READ_PATH = /\/(get|list|page|detail|tree|search|query|status|exist|users|check)$/;

const DEFAULT_JSON_BODY_LIMIT = 1024 * 1024;

/**
 * POST /vms/<path> for every registry path (docs/api.md). Checks, in order: known path (404),
 * implemented (501), body shape, nesting over 16 levels or a repeated key (1000), version (1000),
 * freshness (4500), token (1000 / 9100 / 20004 and the other session codes), signature (7003),
 * nonce (20001), permission (5000), data schema (7000); then runs the handler and checks its
 * output against the response schema (a mismatch is our bug: 500).
 */
export async function envelopeDispatcher(api: FastifyInstance, options: DispatcherOptions): Promise<void> {
  const { endpoints, handlers, sessions, callers, nonces, db } = options;
  const now = options.now ?? Date.now;
  const uploadLimits = options.uploadLimits ?? DEFAULT_UPLOAD_LIMITS;

  // Take every body as raw text whatever its content type, so a wrong type or bad JSON is
  // answered by the pipeline as 1000 instead of by Fastify's parsers with a 4xx/5xx of their own.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser(
    "*",
    { parseAs: "string", bodyLimit: options.jsonBodyLimit ?? DEFAULT_JSON_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  // Multipart bodies are left unread by this parser; readMultipartEnvelope streams them.
  await api.register(fastifyMultipart, { limits: { fileSize: uploadLimits.fileSize, files: uploadLimits.files } });

  const lookup = (path: string): EndpointDef | undefined =>
    Object.prototype.hasOwnProperty.call(endpoints, path) ? endpoints[path] : undefined;

  api.addHook("onReady", async () => {
    const missing = handlers.missing(Object.keys(endpoints));
    if (missing.length > 0) api.log.warn({ paths: missing }, "endpoints without a handler answer 501");
  });

  async function resolveCaller(token: string, endpoint: EndpointDef): Promise<Session | null> {
    if (endpoint.auth === "public") {
      // Public calls are signed with the empty key and carry no token (api-client sends "").
      if (token !== "") throw new AppError(Code.MALFORMED);
      return null;
    }
    // Same check, and so the same codes, as the push socket's authentication.
    const result = await checkToken(sessions, token);
    if ("code" in result) throw new AppError(result.code);
    return result.session;
  }

  /**
   * The caller of a session call, with the endpoint's codes (spec §6: any one of `anyOf`; the
   * storage and installer sections' code in both the role's and the account's list).
   */
  async function authorize(session: Session | null, endpoint: EndpointDef): Promise<Caller | null> {
    const caller = session && callers ? await callers.load(session) : null;
    if (session && callers && !caller) throw new AppError(Code.TOKEN_INVALID);
    if (endpoint.anyOf && endpoint.anyOf.length > 0 && !hasAnyCode([...(caller?.codes ?? [])], endpoint.anyOf)) {
      throw new AppError(Code.NO_PERMISSION);
    }
    if (endpoint.bothLists && !(caller && hasInBothLists(caller, endpoint.bothLists))) throw new AppError(Code.NO_PERMISSION);
    return caller;
  }

  interface Authenticated {
    session: Session | null;
    caller: Caller | null;
  }

  async function authenticate(envelope: ParsedEnvelope, endpoint: EndpointDef): Promise<Authenticated> {
    const { basic, dataText } = envelope;
    checkVersion(basic);
    checkFreshness(basic, now());
    const session = await resolveCaller(basic.token, endpoint);
    checkSignature(basic, dataText, session?.sid ?? "");
    // After the signature: only a holder of the key can burn a nonce.
    if (!(await nonces.consume(basic.nonce, nonceExpiry(basic), basic.time))) throw new AppError(Code.REPLAYED);
    // Before any upload is read: a caller without the codes never gets its files buffered.
    return { session, caller: await authorize(session, endpoint) };
  }

  async function readRequest(
    request: FastifyRequest,
    endpoint: EndpointDef,
  ): Promise<Authenticated & { envelope: ParsedEnvelope; files: UploadedFile[] }> {
    let auth: Authenticated = { session: null, caller: null };
    const verify = async (envelope: ParsedEnvelope) => {
      auth = await authenticate(envelope, endpoint);
    };
    if (endpoint.upload) {
      if (!request.isMultipart()) throw new AppError(Code.MALFORMED);
      const { envelope, files } = await readMultipartEnvelope(request, uploadLimits, verify);
      return { envelope, ...auth, files };
    }
    if (!hasMediaType(request.headers["content-type"], "application/json")) throw new AppError(Code.MALFORMED);
    const envelope = parseJsonEnvelope(request.body);
    await verify(envelope);
    return { envelope, ...auth, files: [] };
  }

  // The path comes from the raw URL, not the decoded wildcard, so "%2F" cannot forge a path.
  const pathOf = (request: FastifyRequest): string => (request.url.split("?")[0] ?? "").slice(API_PREFIX.length);

  async function refuseUnroutable(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const path = pathOf(request);
    // Answered before the body is read: no point receiving a body nobody will handle.
    if (!lookup(path)) await sendEnvelope(reply, 404, errorEnvelope(Code.NOT_FOUND, requestLocale(request)));
    else if (!handlers.get(path)) await sendEnvelope(reply, 501, errorEnvelope(501, requestLocale(request)));
  }

  api.post(`${API_PREFIX}/*`, { onRequest: refuseUnroutable }, async (request, reply) => {
    const path = pathOf(request);
    const endpoint = lookup(path);
    const handler = handlers.get(path);
    // Unreachable: refuseUnroutable has answered for these. Kept so the types narrow.
    if (!endpoint || !handler) return sendInternalError(request, reply);
    const locale = requestLocale(request);
    try {
      const { envelope, session, caller, files } = await readRequest(request, endpoint);
      const data = parseData(endpoint.request, envelope.data);
      const writes = !READ_PATH.test(path);
      const run = async (): Promise<unknown> => handler({ data, session, caller, locale, db, request, log: request.log, files });
      let result: unknown;
      try {
        result =
          writes && session && caller && options.aroundWrite
            ? await options.aroundWrite({ path, tag: endpoint.tag, data, caller, session, ip: request.ip }, run)
            : await run();
      } finally {
        if (writes) options.afterWrite?.(path, session);
      }
      const output = z.safeParse(compiledSchema(endpoint.response), result);
      if (!output.success) {
        request.log.error({ path, issues: output.error.issues }, "handler output does not match its response schema");
        return sendInternalError(request, reply);
      }
      return sendEnvelope(reply, 200, okEnvelope(output.data));
    } catch (err) {
      if (err instanceof AppError) return sendEnvelope(reply, err.httpStatus, errorEnvelope(err.code, locale, err.data));
      request.log.error({ err, path }, "/vms handler failed");
      return sendInternalError(request, reply);
    }
  });
}
