import { randomUUID } from "node:crypto";
import { registry } from "@vms/api-client";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "./core/config.js";
import { openDatabase } from "./db/database.js";
import type { GatewayLimits } from "./gateway/device-connection.js";
import { registerDeviceGatewayRoute } from "./gateway/gateway-route.js";
import { createClusterGateway } from "./gateway/cluster-gateway.js";
import { startInstanceHeartbeat } from "./gateway/instance-heartbeat.js";
import { createDeviceGateway, DEFAULT_GATEWAY_LIMITS } from "./gateway/gateway-service.js";
import { createRegistryStore } from "./gateway/registry-store.js";
import type { ModuleContext } from "./core/module-context.js";
import { registerAccessModule } from "./modules/access/access-module.js";
import { createAuthCache } from "./modules/access/auth-cache.js";
import { registerArchivesModule } from "./modules/archives/archives-module.js";
import { registerAlarmRulesModule } from "./modules/alarm-rules/alarm-rules-module.js";
import { registerAlarmsModule } from "./modules/alarms/alarms-module.js";
import { openAccountDirectory, registerAccountsModule } from "./modules/accounts/accounts-module.js";
import { authSettings } from "./core/auth-settings.js";
import { registerBrandingModule } from "./modules/branding/branding-module.js";
import { registerCaptchaModule } from "./modules/captcha/captcha-module.js";
import { registerChannelsModule } from "./modules/channels/channels-module.js";
import { registerCleanupModule } from "./modules/cleanup/cleanup-module.js";
import { registerCloudRecordingModule } from "./modules/cloud-recording/cloud-recording-module.js";
import { registerDemoModule } from "./modules/demo/demo-module.js";
import { registerDevicesModule } from "./modules/devices/devices-module.js";
import { registerDownloadsModule } from "./modules/downloads/downloads-module.js";
import { registerCommerceModule } from "./modules/commerce/commerce-module.js";
import { paymentSettingsFromEnv } from "./modules/commerce/payments/payment-settings.js";
import { registerEmailCodesModule } from "./modules/email-codes/email-codes-module.js";
import { registerEventsModule } from "./modules/events/events-module.js";
import { registerFuncResModule } from "./modules/func-res/func-res-module.js";
import { registerLiveModule } from "./modules/live/live-module.js";
import { registerPlaybackModule } from "./modules/playback/playback-module.js";
import { registerHealthModule } from "./modules/health/health-module.js";
import { registerLiveTreeModule } from "./modules/live-tree/live-tree-module.js";
import { registerInvitesModule } from "./modules/invites/invites-module.js";
import { registerLoginLogsModule } from "./modules/login-logs/login-logs-module.js";
import { registerLoginModule } from "./modules/login/login-module.js";
import { registerMailModule } from "./modules/mail/mail-module.js";
import { registerMfaModule } from "./modules/mfa/mfa-module.js";
import { registerNoncesModule } from "./modules/nonces/nonces-module.js";
import { registerOrgModule } from "./modules/org/org-module.js";
import { registerOpLogsModule } from "./modules/op-logs/op-logs-module.js";
import { createOpLogFallback } from "./modules/op-logs/op-log-fallback.js";
import { noteDeviceCommands } from "./modules/op-logs/op-log-elsewhere.js";
import type { PushHub } from "./modules/push/push-hub.js";
import { registerPushModule } from "./modules/push/push-module.js";
import { registerPlatesModule } from "./modules/plates/plates-module.js";
import { registerRemoteAccessModule } from "./modules/remote-access/remote-access-module.js";
import { registerRateLimitsModule } from "./modules/rate-limits/rate-limits-module.js";
import { RESOURCE_MODULES } from "./modules/roles/resource-modules.js";
import { registerRolesModule } from "./modules/roles/roles-module.js";
import { checkToken, type SessionResolver } from "./core/session.js";
import { registerSessionsModule } from "./modules/sessions/sessions-module.js";
import { registerSitesModule } from "./modules/sites/sites-module.js";
import { registerSystemModule } from "./modules/system/system-module.js";
import { registerUserConfigsModule } from "./modules/user-configs/user-configs-module.js";
import { registerUsersModule } from "./modules/users/users-module.js";
import { registerSysmsgModule } from "./modules/sysmsg/sysmsg-module.js";
import { createJobQueue } from "./lib/jobs/index.js";
import { openInstanceBus } from "./lib/bus/index.js";
import { registerConsoleSite } from "./plugins/console-site.js";
import { registerPluginInstallers } from "./plugins/plugin-installers.js";
import { envelopeDispatcher } from "./plugins/envelope/dispatcher.js";
import { installErrorHandler } from "./plugins/envelope/error-handler.js";
import { HandlerTable } from "./core/handler-table.js";
import { loggerOptions } from "./plugins/log-redaction.js";
import { registerOpenApiRoute } from "./plugins/openapi-route.js";
import { QuietRequestLog } from "./plugins/request-log.js";
import { pgliteDirOf } from "./core/server-paths.js";
import type { AppOptions } from "./app-types.js";


/**
 * Builds the server: opens the database and runs its migrations, then registers the /vms
 * dispatcher, health, OpenAPI, branding assets and the console. Call `listen()` (or `inject()`)
 * on the result; `close()` closes the database too.
 */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  // Read first: a real payment key without its webhook secret stops the start before anything opens (ConfigError).
  const paymentSettings = { ...paymentSettingsFromEnv(config), ...options.payments };
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logger, config.prettyLogs),
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
  // Messages between instances (decision 0039): LISTEN/NOTIFY on PostgreSQL, in-process on PGlite.
  const bus = await openInstanceBus(config, database.db, app.log);
  app.log.info({ bus: bus.kind, instanceId: config.instanceId }, "instance bus open");
  app.addHook("preClose", () => bus.close());
  // Ready only once other instances' messages reach every subscription made while building.
  app.addHook("onReady", () => bus.listening());
  // Instances sharing the database tell each other they live (decision 0039); alone, nobody asks.
  const heartbeat = bus.kind === "postgres"
    ? await startInstanceHeartbeat({ db: database.db, instanceId: config.instanceId, log: app.log, intervalMs: config.heartbeatMs, deadlineMs: config.heartbeatDeadlineMs })
    : null;

  // Each module registers its calls, routes and jobs once and answers the service other modules
  // use; the order below is their dependency order.
  const handlers = new HandlerTable();
  const ctx: ModuleContext = { app, config, db: database.db, handlers, now: options.clock ?? Date.now };
  const settings = authSettings(config, options.authTuning);
  await registerSystemModule(ctx);
  const opLogs = registerOpLogsModule(ctx, { rideAlong: database.rideAlong });
  const branding = await registerBrandingModule(ctx);
  const nonces = registerNoncesModule(ctx, { cleanupIntervalMs: options.nonceCleanupIntervalMs });
  // Session rows and callers between calls (decision 0008), dropped by revocations, pushes and writes.
  // A test's clock moves the cache's expiry too; production keeps the monotonic clock.
  const authCache = createAuthCache({ ttlMs: config.authCacheMs, clock: options.clock });
  const callers = registerAccessModule(ctx, { cache: authCache });
  const counters = registerRateLimitsModule(ctx);
  const mailer = registerMailModule(ctx, { mailer: options.mailer });
  // The one mutual pair: the push socket authenticates through sessions, and sessions close sockets
  // through the push hub. The socket reads `sessions` only when a console signs in, after buildApp.
  const push: PushHub = await registerPushModule(ctx, {
    authenticate: (token) => checkToken(sessions, token),
    limits: options.pushLimits,
    observe: (delivery) => authCache.observe(delivery),
    bus,
  });
  // Revocations published while the bus was reconnecting were missed: forget every cached caller.
  bus.onReconnect(() => authCache.clear());
  const sessionService = registerSessionsModule(ctx, { settings, revocations: () => push, cache: authCache });
  const sessions: SessionResolver = options.sessions ?? sessionService;
  // Roles tell consoles over the push socket.
  const roles = await registerRolesModule(ctx, { push, opLog: opLogs.write });
  const captchas = registerCaptchaModule(ctx, { settings, generator: options.captcha });
  // Codes ask the account directory whether an address is taken; accounts send codes.
  const directory = openAccountDirectory(ctx);
  const codes = registerEmailCodesModule(ctx, { mailer, counters, captchas, settings, accounts: directory });
  registerAccountsModule(ctx, { codes, sessions: sessionService, counters, captchas, settings });
  const mfa = registerMfaModule(ctx, { codes, passwordHashOf: directory.passwordHashOf });
  const logs = registerLoginLogsModule(ctx);
  registerLoginModule(ctx, { accounts: directory, captchas, mfa, sessions: sessionService, logs, counters, settings });
  registerUsersModule(ctx, { accounts: directory, sessions: sessionService, codes, roles, push, opLog: opLogs.write });
  registerFuncResModule(ctx, { modules: RESOURCE_MODULES });
  registerCleanupModule(ctx, { intervalMs: options.expiredRowsCleanupIntervalMs });
  const sites = registerSitesModule(ctx, { authCache, opLog: opLogs.write, push });
  registerInvitesModule(ctx, { roles, grants: sites.grants, accounts: directory, mailer, opLog: opLogs.write });
  registerOrgModule(ctx, { branding });
  registerRemoteAccessModule(ctx, { sessions: sessionService, mailer, opLog: opLogs.write });
  const devices = await registerDevicesModule(ctx, { push, sites, mailer, tuning: options.deviceTasks, opLog: opLogs.write });
  registerChannelsModule(ctx, { sites, devices });
  const plates = registerPlatesModule(ctx, { opLog: opLogs.write });
  const rules = registerAlarmRulesModule(ctx, { sites, devices, plates, opLog: opLogs.write });
  // The demo organization exists before commerce seeds its licence.
  const demo = await registerDemoModule(ctx, { sites, devices });
  // Background jobs (decision 0007); stopped before the gateway closes its device sockets.
  const jobQueue = await createJobQueue({ db: database.db, instanceId: config.instanceId, log: app.log });
  app.addHook("preClose", () => jobQueue.stop());
  // The other mutual pair: commerce tells the recorder which channels have cloud storage, the
  // recorder tells commerce the space they use (asked per request, once both exist).
  const commerce = await registerCommerceModule(ctx, { sites, queue: jobQueue, settings: paymentSettings, opLog: opLogs.write, mailer, usedBytes: (orgId, sn, chlIndex) => cloudRecording.usedBytes(orgId, sn, chlIndex), recording: (orgId, sn, chlIndex) => cloudRecording.isRecording(orgId, sn, chlIndex) });
  // Live, the tree and the gated modules ask the licences per request (issue 27).
  const licence = commerce.licenceCheck;
  registerLiveTreeModule(ctx, { sites, licence });
  registerUserConfigsModule(ctx, { opLog: opLogs.write });
  const health = registerHealthModule(ctx, { isMigrated: () => database.isMigrated() });
  // Event retention and logging follow the licences (spec §4 Expiry).
  const events = registerEventsModule(ctx, {
    sites,
    licenceStateFor: (c) => commerce.licenceRetention(c.orgId, ctx.now()),
    eventLoggingActive: (c, nowMs) => commerce.eventLoggingActive(c.orgId, c.sn, c.chlIndex, nowMs),
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
  // Commands for devices held by other instances go to their holder over the bus (decision 0039).
  const cluster = await createClusterGateway({
    local: gateway, bus, store: createRegistryStore(database.db), instanceId: config.instanceId, log: app.log,
    commandTimeoutMs: gatewayLimits.commandTimeoutMs ?? DEFAULT_GATEWAY_LIMITS.commandTimeoutMs, heartbeat,
  });
  app.addHook("preClose", () => cluster.stop());
  const live = registerLiveModule(ctx, { devices, gateway, licence, limits: options.liveLimits });
  const cloudRecording = registerCloudRecordingModule(ctx, { hub: live, gateway, queue: jobQueue, devices, directory: commerce.cloudDirectory, ...options.cloudRecording });
  registerPlaybackModule(ctx, { devices, gateway, live, cloud: { reader: cloudRecording.reader, directory: cloudRecording.directory }, licence });
  const { archives } = registerArchivesModule(ctx, { sites, devices, gateway, queue: jobQueue, counters, cloud: cloudRecording.reader, opLog: opLogs.write, licence, ...options.archives });
  // Tests give archives and downloads the same fake cloud reader.
  registerDownloadsModule(ctx, { devices, gateway, commands: cluster, cloud: options.archives?.cloud ?? cloudRecording.reader, archives, queue: jobQueue, licence, tuning: options.downloadTuning, push, opLog: (entry) => opLogs.write({ ...entry, module: "download" }) });
  app.decorate("vms", { config, database, bus, handlers, sessions, push, sites, devices, gateway, cluster, heartbeat, demo, live, events, opLogs, orders: commerce.orders, renewals: commerce.renewals, health });
  // The devices module follows the gateway (tests may pass a fake one instead); a command a device
  // accepted is a change there, logged although no row of ours changed (decision 0022).
  app.addHook("onReady", () => devices.attachGateway(noteDeviceCommands(options.deviceGateway ?? cluster)));
  app.addHook("onReady", async () => events.attachGateway(options.deviceGateway ?? gateway));

  await app.register(envelopeDispatcher, {
    endpoints: registry, handlers, sessions, callers, nonces, db: database.db,
    // A write may change any user of its organization (an admin's edit); a public one, anyone.
    afterWrite: (_path, session) => (session ? authCache.forgetOrg(session.orgId) : authCache.clear()),
    aroundWrite: createOpLogFallback(opLogs),
  });
  registerOpenApiRoute(app);
  registerDeviceGatewayRoute(app, gateway);
  // After the gateway closed its sockets (a preClose hook registered above): the others stop
  // routing to this instance at their next beat instead of after the deadline.
  if (heartbeat) app.addHook("preClose", () => heartbeat.remove());
  registerPluginInstallers(app, config.pluginInstallerDir);
  await registerConsoleSite(app, config.consoleDir);
  return app;
}
