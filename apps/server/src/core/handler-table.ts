import type { ApiPath, ParsedRequestOf, Registry } from "@vms/api-client";
import type { Locale } from "@vms/i18n";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppDatabase } from "../db/database.js";
import type { Session } from "./session.js";
import type { Caller } from "./caller.js";

/** A file part of a multipart upload, buffered in memory (sizes are capped by the dispatcher). */
export interface UploadedFile {
  fieldName: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** What every handler receives, before the endpoint's types narrow it. */
export interface BaseHandlerContext {
  /** `data` parsed by the endpoint's request schema (defaults applied, unknown keys dropped). */
  data: unknown;
  /** The caller's session; always set for "session" endpoints, always null for "public" ones. */
  session: Session | null;
  /** The signed-in user with role and codes, loaded once per request; null for "public" endpoints. */
  caller: Caller | null;
  locale: Locale;
  db: AppDatabase;
  request: FastifyRequest;
  log: FastifyBaseLogger;
  /** File parts of a multipart upload; empty for JSON calls. */
  files: UploadedFile[];
}

type SessionOf<P extends ApiPath> = Registry[P]["auth"] extends "session" ? Session : null;
type CallerOf<P extends ApiPath> = Registry[P]["auth"] extends "session" ? Caller : null;

/** The context of a handler for path `P`. */
export interface HandlerContext<P extends ApiPath> extends Omit<BaseHandlerContext, "data" | "session" | "caller"> {
  data: ParsedRequestOf<P>;
  session: SessionOf<P>;
  caller: CallerOf<P>;
}

/** What a handler may return: the response schema's input (the dispatcher parses it before sending). */
export type HandlerResult<P extends ApiPath> = z.input<Registry[P]["response"]>;

/** Implementation of one /vms call. Throw AppError for catalogued failures. */
export type Handler<P extends ApiPath> = (ctx: HandlerContext<P>) => Promise<HandlerResult<P>> | HandlerResult<P>;

/** Handlers of a module, keyed by path under /vms. */
export type HandlerMap = { [P in ApiPath]?: Handler<P> };

/** A handler as the dispatcher stores it, after its path's types are erased. */
export type AnyHandler = (ctx: BaseHandlerContext) => Promise<unknown> | unknown;

/** Handlers registered by the modules, looked up by the dispatcher at request time. */
export class HandlerTable {
  private readonly handlers = new Map<string, AnyHandler>();

  /** Adds a handler; a path may only be implemented once. */
  add(path: string, handler: AnyHandler): void {
    if (this.handlers.has(path)) throw new Error(`A handler for /vms${path} is already registered`);
    this.handlers.set(path, handler);
  }

  get(path: string): AnyHandler | undefined {
    return this.handlers.get(path);
  }

  /** Paths of `endpoints` nobody implements yet (they answer 501). */
  missing(paths: Iterable<string>): string[] {
    return [...paths].filter((path) => !this.handlers.has(path));
  }
}

/**
 * Registers a module's handlers with their path types checked against the registry:
 * `registerHandlers(table, { "/system/version/get": async (ctx) => ({ ... }) })`.
 */
export function registerHandlers(table: HandlerTable, handlers: HandlerMap): void {
  for (const [path, handler] of Object.entries(handlers)) {
    // Safe: the dispatcher parses `data` with this path's own schema and sets `session` by its
    // auth rule before calling, so the context always matches the handler's narrowed type.
    if (handler) table.add(path, handler as AnyHandler);
  }
}
