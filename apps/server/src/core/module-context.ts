import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "./config.js";
import type { AppDatabase } from "../db/database.js";
import type { HandlerTable } from "./handler-table.js";

/**
 * What every `register<X>Module(ctx, deps)` receives: the app (routes, hooks, log), the config,
 * the database, the /vms handler table and the clock. What a module needs of another module
 * comes in `deps` as that module's service, never as its repository.
 */
export interface ModuleContext {
  app: FastifyInstance;
  config: ServerConfig;
  db: AppDatabase;
  handlers: HandlerTable;
  /** Clock of sessions, locks, codes and captchas; tests move it forward instead of sleeping. */
  now: () => number;
}
