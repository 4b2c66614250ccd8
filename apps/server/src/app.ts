import { randomUUID } from "node:crypto";
import { registry } from "@vms/api-client";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config.js";
import { openDatabase, type DatabaseHandle } from "./db/database.js";
import type { GatewayLimits } from "./gateway/device-connection.js";
import { registerDeviceGatewayRoute } from "./gateway/gateway-route.js";
import { createDeviceGateway, type DeviceGatewayService } from "./gateway/gateway-service.js";
import type { ModuleContext } from "./module-context.js";
import { registerAccessModule } from "./modules/access/access-module.js";
import { createAuthCache } from "./modules/access/auth-cache.js";
import { registerArchivesModule, type ArchivesOptions } from "./modules/archives/archives-module.js";
import { registerAlarmRulesModule } from "./modules/alarm-rules/alarm-rules-module.js";
import { registerAlarmsModule } from "./modules/alarms/alarms-module.js";
import { registerAccountsModule } from "./modules/accounts/accounts-module.js";
import { authSettings, type AuthTuning } from "./modules/accounts/auth-settings.js";
import { registerBrandingModule } from "./modules/branding/branding-module.js";
import type { CaptchaGenerator } from "./modules/captcha/captcha-generator.js";
import { registerCaptchaModule } from "./modules/captcha/captcha-module.js";
import { registerChannelsModule } from "./modules/channels/channels-module.js";
import { registerCleanupModule } from "./modules/cleanup/cleanup-module.js";
import { registerCloudRecordingModule, type CloudRecordingModuleDeps } from "./modules/cloud-recording/cloud-recording-module.js";
import { registerDemoModule, type DemoModule } from "./modules/demo/demo-module.js";
import { registerDevicesModule, type DevicesModule } from "./modules/devices/devices-module.js";
import type { DownloadJobTuning } from "./modules/downloads/download-job.js";
import { registerDownloadsModule } from "./modules/downloads/downloads-module.js";
import { registerCommerceModule, type CommerceModule } from "./modules/commerce/commerce-module.js";
import type { LicenceCheck } from "./modules/commerce/licence-port.js";
import { paymentSettingsFromEnv, type PaymentSettings } from "./modules/commerce/payments/payment-settings.js";
import type { DeviceGatewayPort } from "./modules/devices/gateway-port.js";
import type { TaskTuning } from "./modules/devices/task-service.js";
import { registerEmailCodesModule } from "./modules/email-codes/email-codes-module.js";
import { registerEventsModule, type EventsModule } from "./modules/events/events-module.js";
import { registerFuncResModule } from "./modules/func-res/func-res-module.js";
import { registerLiveModule } from "./modules/live/live-module.js";
import { registerPlaybackModule } from "./modules/playback/playback-module.js";
import type { LiveSocketLimits } from "./modules/live/live-socket.js";
import type { RelayHub } from "./modules/live/relay-hub.js";
import { registerHealthModule } from "./modules/health/health-module.js";
import { registerLiveTreeModule } from "./modules/live-tree/live-tree-module.js";
import { registerInvitesModule } from "./modules/invites/invites-module.js";
import { registerLoginLogsModule } from "./modules/login-logs/login-logs-module.js";
import { registerLoginModule } from "./modules/login/login-module.js";
import { registerMailModule } from "./modules/mail/mail-module.js";
import type { Mailer } from "./modules/mail/mailer.js";
import { registerMfaModule } from "./modules/mfa/mfa-module.js";
import { registerNoncesModule } from "./modules/nonces/nonces-module.js";
import { registerOrgModule } from "./modules/org/org-module.js";
import { registerOpLogsModule } from "./modules/op-logs/op-logs-module.js";
import type { OpLogService } from "./modules/op-logs/op-log-service.js";
import { createOpLogFallback } from "./modules/op-logs/op-log-fallback.js";
import { noteDeviceCommands } from "./modules/op-logs/op-log-elsewhere.js";
import type { PushHub } from "./modules/push/push-hub.js";
import { registerPushModule } from "./modules/push/push-module.js";
import type { PushSocketLimits } from "./modules/push/push-socket.js";
import { registerPlatesModule } from "./modules/plates/plates-module.js";
import { registerRemoteAccessModule } from "./modules/remote-access/remote-access-module.js";
import { registerRateLimitsModule } from "./modules/rate-limits/rate-limits-module.js";
import { RESOURCE_MODULES } from "./modules/roles/resource-modules.js";
import { registerRolesModule } from "./modules/roles/roles-module.js";
import { checkToken, type SessionResolver } from "./modules/sessions/session-resolver.js";
import { registerSessionsModule } from "./modules/sessions/sessions-module.js";
import { registerSitesModule, type SitesModule } from "./modules/sites/sites-module.js";
import { registerSystemModule } from "./modules/system/system-module.js";
import { registerUserConfigsModule } from "./modules/user-configs/user-configs-module.js";
import { registerUsersModule } from "./modules/users/users-module.js";
import { registerSysmsgModule } from "./modules/sysmsg/sysmsg-module.js";
import { createJobQueue } from "./lib/jobs/index.js";
import { registerConsoleSite } from "./plugins/console-site.js";
import { registerPluginInstallers } from "./plugins/plugin-installers.js";
import { envelopeDispatcher } from "./plugins/envelope/dispatcher.js";
import { installErrorHandler } from "./plugins/envelope/error-handler.js";
import { HandlerTable } from "./plugins/envelope/handler-table.js";
import { loggerOptions } from "./plugins/log-redaction.js";
import { registerOpenApiRoute } from "./plugins/openapi-route.js";
import { QuietRequestLog } from "./plugins/request-log.js";
import { pgliteDirOf } from "./server-paths.js";

/** Seams for tests; production passes nothing. */
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
  /** Payment settings over the environment's (tests: the sandbox's URL and webhook secret). */
  payments?: Partial<PaymentSettings>;
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
  /** Live socket ping and handshake limits (tests shorten them). */
  liveLimits?: Partial<LiveSocketLimits>;
  /** Faster progress, stall and offline timeouts of download jobs (tests). */
  downloadTuning?: Partial<DownloadJobTuning>;
  /** Cloud recording: which channels have plans, settings and store (tests); default demo set, env, filesystem/S3. */
  cloudRecording?: Pick<CloudRecordingModuleDeps, "directory" | "settings" | "store">;
  /** Archives: a cloud recording reader, an operation-log writer, share limits (tests). */
  archives?: ArchivesOptions;
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
  /** Site visibility and roles. */
  sites: SitesModule;
  /** Devices and tasks; the demo seed binds through it. */
  devices: DevicesModule;
  /** Demo mode: seeds the demo fleet's sites and devices once it runs (main.ts). */
  demo: DemoModule;
  /** Live video relay: device streams shared by their /ws-live viewers. */
  live: RelayHub;
  /** AI and device events: ingestion, search, images, retention. */
  events: EventsModule;
  /** Operation logs: the writer other modules take, and idle() for tests. */
  opLogs: OpLogService;
  /** Orders: tests that need a licence buy one through the order path (test-support/licences.ts). */
  orders: CommerceModule["orders"];
  /** Cloud storage auto renew's sweep (decision 0035). */
  renewals: CommerceModule["renewals"];
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
  // Read first: a real payment key without its webhook secret stops the start before anything opens (ConfigError).
  const paymentSettings = { ...paymentSettingsFromEnv(config), ...options.payments };
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logger),
    // Per-request lines at debug only; errors keep their own line.
    logController: new QuietRequestLog(),
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
    pgliteDir: pgliteDirOf(config.dataDir),
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

  app.addHook("onClose", async () => database.close());

  // Each module registers its calls, routes and jobs once and answers the service other modules
  // use; the order below is their dependency order.
  const handlers = new HandlerTable();
  const ctx: ModuleContext = { app, config, db: database.db, handlers, now: options.clock ?? Date.now };
  const settings = authSettings(config, options.authTuning);
  await registerSystemModule(ctx);
  const opLogs = registerOpLogsModule(ctx, { rideAlong: database.rideAlong });
  const branding = await registerBrandingModule(ctx);
  const nonces = registerNoncesModule(ctx, { cleanupIntervalMs: options.nonceCleanupIntervalMs });
  // Roles tell consoles over the push socket, which exists a few lines below.
  const roles = await registerRolesModule(ctx, { push: () => push, opLog: opLogs.write });
  // Session rows and callers between calls (decision 0008), dropped by revocations, pushes and writes.
  // A test's clock moves the cache's expiry too; production keeps the monotonic clock.
  const authCache = createAuthCache({ ttlMs: config.authCacheMs, clock: options.clock });
  const callers = registerAccessModule(ctx, { cache: authCache });
  const counters = registerRateLimitsModule(ctx);
  const mailer = registerMailModule(ctx, { mailer: options.mailer });
  // The push socket authenticates through sessions, and sessions close sockets through the push
  // hub: the socket reads `sessions` only when a console signs in, after buildApp has returned.
  const push: PushHub = await registerPushModule(ctx, {
    authenticate: (token) => checkToken(sessions, token),
    limits: options.pushLimits,
    observe: (delivery) => authCache.observe(delivery),
  });
  const sessionService = registerSessionsModule(ctx, { settings, revocations: () => push, cache: authCache });
  const sessions: SessionResolver = options.sessions ?? sessionService;
  const captchas = registerCaptchaModule(ctx, { settings, generator: options.captcha });
  // Codes ask accounts whether an address is taken; accounts send codes. The question is asked
  // per request, once both modules exist.
  const codes = registerEmailCodesModule(ctx, {
    mailer, counters, captchas, settings,
    accounts: { findLiveByEmail: (email) => accounts.directory.findLiveByEmail(email) },
  });
  const accounts = registerAccountsModule(ctx, { codes, sessions: sessionService, counters, captchas, settings });
  const mfa = registerMfaModule(ctx, { codes, passwordHashOf: (userId) => accounts.directory.passwordHashOf(userId) });
  const logs = registerLoginLogsModule(ctx);
  registerLoginModule(ctx, { accounts: accounts.directory, captchas, mfa, sessions: sessionService, logs, counters, settings });
  registerUsersModule(ctx, { accounts: accounts.directory, sessions: sessionService, codes, roles, push: () => push, opLog: opLogs.write });
  registerFuncResModule(ctx, { modules: RESOURCE_MODULES });
  registerCleanupModule(ctx, { intervalMs: options.expiredRowsCleanupIntervalMs });
  const sites = registerSitesModule(ctx, { authCache, opLog: opLogs.write });
  registerInvitesModule(ctx, { roles, grants: sites.grants, accounts: accounts.directory, mailer, opLog: opLogs.write });
  registerOrgModule(ctx, { branding });
  registerRemoteAccessModule(ctx, { sessions: sessionService, mailer, opLog: opLogs.write });
  const devices = await registerDevicesModule(ctx, { push, sites, mailer, tuning: options.deviceTasks, opLog: opLogs.write });
  registerChannelsModule(ctx, { sites, devices });
  const plates = registerPlatesModule(ctx, { opLog: opLogs.write });
  const rules = registerAlarmRulesModule(ctx, { sites, devices, plates, opLog: opLogs.write });
  // Live, the tree and the gated modules ask the licences per request (issue 27); commerce
  // registers later (it needs the job queue), before the server answers any request.
  let licenceCheck: LicenceCheck | null = null;
  const licence: LicenceCheck = {
    refusal: (...args) => licenceCheck!.refusal(...args),
    channels: (...args) => licenceCheck!.channels(...args),
  };
  registerLiveTreeModule(ctx, { sites, licence });
  registerUserConfigsModule(ctx, { opLog: opLogs.write });
  const demo = await registerDemoModule(ctx, { sites, devices });
  registerHealthModule(ctx, { isMigrated: () => database.isMigrated() });
  // Event retention follows the licences (spec §4 Expiry); commerce registers later, free until then.
  let licenceRetention: CommerceModule["licenceRetention"] | null = null;
  let eventLogging: CommerceModule["eventLoggingActive"] | null = null;
  const events = registerEventsModule(ctx, {
    sites,
    licenceStateFor: (c) => licenceRetention?.(c.orgId, ctx.now()) ?? Promise.resolve({ kind: "free" }),
    eventLoggingActive: (c, nowMs) => eventLogging?.(c.orgId, c.sn, c.chlIndex, nowMs) ?? Promise.resolve(true),
    opLog: opLogs.write,
  });
  registerAlarmsModule(ctx, { sites, rules, plates, events, push, mailer });
  registerSysmsgModule(ctx);

  const gatewayLimits: Partial<GatewayLimits> = {
    frameBudget: config.deviceFramesPerSec > 0 ? { burst: config.deviceFrameBurst, perSec: config.deviceFramesPerSec } : null,
    newSnPerIpPerHour: config.deviceNewSnPerIpPerHour,
    ...options.gatewayLimits,
  };
  const gateway = await createDeviceGateway({ db: database.db, log: app.log, instanceId: config.instanceId, limits: gatewayLimits });
  const live = registerLiveModule(ctx, { devices, gateway, licence, limits: options.liveLimits });
  // Background jobs (decision 0007); stopped before the gateway closes its device sockets.
  const jobQueue = await createJobQueue({ db: database.db, instanceId: config.instanceId, log: app.log });
  app.addHook("preClose", () => jobQueue.stop());
  // Commerce tells the recorder which channels have cloud storage; the recorder tells commerce the
  // space they use (asked per request, once both exist).
  const commerce = await registerCommerceModule(ctx, { sites, queue: jobQueue, settings: paymentSettings, opLog: opLogs.write, mailer, usedBytes: (orgId, sn, chlIndex) => cloudRecording.usedBytes(orgId, sn, chlIndex), recording: (orgId, sn, chlIndex) => cloudRecording.isRecording(orgId, sn, chlIndex) });
  licenceRetention = commerce.licenceRetention;
  eventLogging = commerce.eventLoggingActive;
  licenceCheck = commerce.licenceCheck;
  const cloudRecording = registerCloudRecordingModule(ctx, { hub: live, gateway, queue: jobQueue, devices, directory: commerce.cloudDirectory, ...options.cloudRecording });
  registerPlaybackModule(ctx, { devices, gateway, live, cloud: { reader: cloudRecording.reader, directory: cloudRecording.directory }, licence });
  const { archives } = registerArchivesModule(ctx, { sites, devices, gateway, queue: jobQueue, counters, cloud: cloudRecording.reader, opLog: opLogs.write, licence, ...options.archives });
  // Tests give archives and downloads the same fake cloud reader.
  registerDownloadsModule(ctx, { devices, gateway, cloud: options.archives?.cloud ?? cloudRecording.reader, archives, queue: jobQueue, licence, tuning: options.downloadTuning, push, opLog: (entry) => opLogs.write({ ...entry, module: "download" }) });
  app.decorate("vms", { config, database, handlers, sessions, push, sites, devices, gateway, demo, live, events, opLogs, orders: commerce.orders, renewals: commerce.renewals });
  // The devices module follows the gateway (tests may pass a fake one instead); a command a device
  // accepted is a change there, logged although no row of ours changed (decision 0022).
  app.addHook("onReady", () => devices.attachGateway(noteDeviceCommands(options.deviceGateway ?? gateway)));
  app.addHook("onReady", async () => events.attachGateway(options.deviceGateway ?? gateway));

  await app.register(envelopeDispatcher, {
    endpoints: registry, handlers, sessions, callers, nonces, db: database.db,
    // A write may change any user of its organization (an admin's edit); a public one, anyone.
    afterWrite: (_path, session) => (session ? authCache.forgetOrg(session.orgId) : authCache.clear()),
    aroundWrite: createOpLogFallback(opLogs),
  });
  registerOpenApiRoute(app);
  registerDeviceGatewayRoute(app, gateway);
  registerPluginInstallers(app, config.pluginInstallerDir);
  await registerConsoleSite(app, config.consoleDir);
  return app;
}
