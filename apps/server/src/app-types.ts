// What buildApp takes and gives: the seams tests use, and the services reachable as `app.vms`.
import type { HealthModule } from "./modules/health/health-module.js";
import type { FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./core/config.js";
import type { DatabaseHandle } from "./db/database.js";
import type { InstanceBus } from "./lib/bus/index.js";
import type { GatewayLimits } from "./gateway/device-connection.js";
import type { ClusterGateway } from "./gateway/cluster-gateway.js";
import type { InstanceHeartbeat } from "./gateway/instance-heartbeat.js";
import type { DeviceGatewayService } from "./gateway/gateway-service.js";
import type { ArchivesOptions } from "./modules/archives/archives-module.js";
import type { AuthTuning } from "./core/auth-settings.js";
import type { CaptchaGenerator } from "./modules/captcha/captcha-generator.js";
import type { CloudRecordingModuleDeps } from "./modules/cloud-recording/cloud-recording-module.js";
import type { DemoModule } from "./modules/demo/demo-module.js";
import type { DevicesModule } from "./modules/devices/devices-module.js";
import type { DownloadJobTuning } from "./modules/downloads/download-job.js";
import type { CommerceModule } from "./modules/commerce/commerce-module.js";
import type { PaymentSettings } from "./modules/commerce/payments/payment-settings.js";
import type { DeviceGatewayPort } from "./modules/devices/gateway-port.js";
import type { TaskTuning } from "./modules/devices/task-service.js";
import type { EventsModule } from "./modules/events/events-module.js";
import type { LiveSocketLimits } from "./modules/live/live-socket.js";
import type { RelayHub } from "./modules/live/relay-hub.js";
import type { Mailer } from "./modules/mail/mailer.js";
import type { OpLogService } from "./modules/op-logs/op-log-service.js";
import type { PushHub } from "./modules/push/push-hub.js";
import type { PushSocketLimits } from "./modules/push/push-socket.js";
import type { SessionResolver } from "./core/session.js";
import type { SitesModule } from "./modules/sites/sites-module.js";
import type { HandlerTable } from "./core/handler-table.js";

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
  /** Messages between instances (decision 0039). */
  bus: InstanceBus;
  handlers: HandlerTable;
  /** Token → session, with the refusal codes (used by /vms and /ws-vms alike). */
  sessions: SessionResolver;
  /** Push to consoles over /ws-vms (per user / per organization), and close a user's sockets. */
  push: PushHub;
  /** Device gateway: devices on /ws-device, commands, registry (decision 0003). */
  gateway: DeviceGatewayService;
  /** The gateway the devices module uses: this instance's devices and, over the bus, the others'. */
  cluster: ClusterGateway;
  /** This instance's heartbeat on a cluster (null on the local bus): tests stop it to play a killed instance. */
  heartbeat: InstanceHeartbeat | null;
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
  /** Readiness: SIGTERM turns it false before the instance closes (issue 32 "Draining"). */
  health: HealthModule;
}

declare module "fastify" {
  interface FastifyInstance {
    vms: AppServices;
  }
}
