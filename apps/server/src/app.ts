import { randomUUID } from "node:crypto";
import path from "node:path";
import fastifyWebsocket from "@fastify/websocket";
import { registry } from "@vms/api-client";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config.js";
import { openDatabase, pingDatabase, type DatabaseHandle } from "./db/database.js";
import type { GatewayLimits } from "./gateway/device-connection.js";
import { registerDeviceGatewayRoute } from "./gateway/gateway-route.js";
import { createDeviceGateway, type DeviceGatewayService } from "./gateway/gateway-service.js";
import { registerBrandingAssets } from "./modules/branding/branding-assets.js";
import { registerBrandingHandlers } from "./modules/branding/branding-handlers.js";
import { createBrandingRepository } from "./modules/branding/branding-repository.js";
import { createBrandingService } from "./modules/branding/branding-service.js";
import { registerHealthRoute } from "./modules/health/health-routes.js";
import { startNonceCleanup } from "./modules/nonces/nonce-cleanup.js";
import { createNonceStore } from "./modules/nonces/nonce-store.js";
import { registerAccountsModule } from "./modules/accounts/accounts-module.js";
import { registerDevicesModule, type DevicesModule } from "./modules/devices/devices-module.js";
import type { DeviceGatewayPort } from "./modules/devices/gateway-port.js";
import type { TaskTuning } from "./modules/devices/task-service.js";
import { registerSitesModule, type SitesModule } from "./modules/sites/sites-module.js";
import type { AuthTuning } from "./modules/accounts/auth-settings.js";
import type { CaptchaGenerator } from "./modules/captcha/captcha-generator.js";
import { createMailer, type Mailer } from "./modules/mail/mailer.js";
import { createPushHub, type PushHub } from "./modules/push/push-hub.js";
import { closeWebsocketsOnShutdown, registerPushSocket, type PushSocketLimits } from "./modules/push/push-socket.js";
import { checkToken, type SessionResolver } from "./modules/sessions/session-resolver.js";
import { registerSystemHandlers } from "./modules/system/system-handlers.js";
import { resolveBuildInfo } from "./modules/system/build-info.js";
import { registerConsoleSite } from "./plugins/console-site.js";
import { envelopeDispatcher } from "./plugins/envelope/dispatcher.js";
import { installErrorHandler } from "./plugins/envelope/error-handler.js";
import { HandlerTable } from "./plugins/envelope/handler-table.js";
import { loggerOptions } from "./plugins/log-redaction.js";
import { registerOpenApiRoute } from "./plugins/openapi-route.js";

/** Seams for tests and later steps; production passes nothing. */
export interface AppOptions {
  /** Session lookup for "session" endpoints; the database-backed one by default. */
  sessions?: SessionResolver;
  /** Mail transport; by default SMTP or the outbox (config). Tests capture mails here. */
  mailer?: Mailer;
  /** Image-code generator; tests pass one whose answer they know. */
  captcha?: CaptchaGenerator;
  /** Shorter or larger sign-in limits for tests (renewal grace, code limits …). */
  authTuning?: AuthTuning;
  /** Period of the expired sign-in rows cleanup. */
  expiredRowsCleanupIntervalMs?: number;
  /** Clock of sessions, locks and codes; tests move it forward instead of sleeping. */
  clock?: () => number;
  /** Overrides the logger built from config.logLevel. */
  logger?: FastifyServerOptions["logger"];
  nonceCleanupIntervalMs?: number;
  /** Push socket timing/size limits (tests shorten the timeouts). */
  pushLimits?: Partial<PushSocketLimits>;
  /** Device gateway timing/size limits (tests shorten keep-alives and timeouts). */
  gatewayLimits?: Partial<GatewayLimits>;
  /** A device gateway for the devices module (tests pass a fake); default: `app.vms.gateway`. */
  deviceGateway?: DeviceGatewayPort;
  /** Shorter device task timeouts for tests. */
  deviceTasks?: Partial<TaskTuning>;
}

/** Services the app was built with, reachable from tests as `app.vms`. */
export interface AppServices {
  config: ServerConfig;
  database: DatabaseHandle;
  handlers: HandlerTable;
  /** Token → session, with the refusal codes (used by /vms and /ws-vms alike). */
  sessions: SessionResolver;
  /** Push to consoles over /ws-vms (per user / per organization), and close a user's sockets. */
  push: PushHub;
  /** Device gateway: devices on /ws-device, commands, registry (decision 0003). */
  gateway: DeviceGatewayService;
  /** Site visibility and roles (step 3). */
  sites: SitesModule;
  /** Devices, channels and tasks; `seedDemoDevices` binds through it. */
  devices: DevicesModule;
}

declare module "fastify" {
  interface FastifyInstance {
    vms: AppServices;
  }
}

/**
 * Builds the server: opens the database and runs its migrations, then registers the /vms
 * dispatcher, health, OpenAPI, branding assets and the console. Call `listen()` (or `inject()`)
 * on the result; `close()` closes the database too.
 */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logger),
    // request.ip follows X-Forwarded-For only from trusted proxies (VMS_TRUST_PROXY).
    trustProxy: config.trustProxy,
    // Unique across instances (the default counter restarts at 1 in each process); a client
    // cannot choose its own id, so log lines cannot be spoofed.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  });
  installErrorHandler(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
    log: app.log,
  });
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  app.log.info({ database: database.kind }, "database migrated");
  if (config.demo) app.log.info("demo mode is on");

  const nonces = createNonceStore(database.db);
  const stopNonceCleanup = startNonceCleanup(nonces, app.log, options.nonceCleanupIntervalMs);
  app.addHook("onClose", async () => {
    stopNonceCleanup();
    await database.close();
  });

  const handlers = new HandlerTable();
  registerSystemHandlers(handlers, await resolveBuildInfo(config));
  registerBrandingHandlers(handlers, createBrandingService(createBrandingRepository(database.db)));
  const push = createPushHub({ log: app.log });
  const mailer = options.mailer ?? createMailer(config, app.log);
  const accounts = await registerAccountsModule({
    app,
    config,
    db: database.db,
    handlers,
    mailer,
    captcha: options.captcha,
    tuning: options.authTuning,
    revocations: () => push,
    cleanupIntervalMs: options.expiredRowsCleanupIntervalMs,
    now: options.clock,
  });
  const sessions = options.sessions ?? accounts.sessions;
  const sites = registerSitesModule({ db: database.db, handlers, limits: config });
  const devices = await registerDevicesModule({ app, db: database.db, handlers, push, sites, mailer, tuning: options.deviceTasks });
  const gateway = await createDeviceGateway({ db: database.db, log: app.log, instanceId: config.instanceId, limits: options.gatewayLimits });
  app.decorate("vms", { config, database, handlers, sessions, push, sites, devices, gateway });
  // The devices module follows the gateway (tests may pass a fake one instead).
  app.addHook("onReady", () => devices.attachGateway(options.deviceGateway ?? gateway));

  await app.register(envelopeDispatcher, {
    endpoints: registry,
    handlers,
    sessions,
    callers: accounts.callers,
    nonces,
    db: database.db,
  });
  registerOpenApiRoute(app);
  registerHealthRoute(app, async () => {
    if (!database.isMigrated()) return false;
    await pingDatabase(database.db);
    return true;
  });
  // Largest frame any socket may send; each route enforces its own tighter limit (push: 4 KiB).
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 }, preClose: closeWebsocketsOnShutdown(push) });
  registerPushSocket(app, {
    hub: push,
    authenticate: (token) => checkToken(sessions, token),
    limits: options.pushLimits,
  });
  registerDeviceGatewayRoute(app, gateway);
  await registerBrandingAssets(app);
  await registerConsoleSite(app, config.consoleDir);
  return app;
}
