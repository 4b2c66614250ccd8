import type { JobQueue } from "../../lib/jobs/index.js";
import type { ModuleContext } from "../../core/module-context.js";
import type { CloudChannel, CloudStorageDirectory } from "../cloud-recording/cloud-recording-port.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { SitesModule } from "../sites/sites-module.js";
import { DEMO_ORG_NAME } from "../demo/demo-seed.js";
import type { Mailer } from "../mail/mailer.js";
import { createCloudRenewal, type CloudRenewal } from "./cloud-renewal.js";
import { createCloudService, type IsRecording, type UsedBytes } from "./cloud-service.js";
import { registerCommerceHandlers } from "./commerce-handlers.js";
import { createCommerceRepository } from "./commerce-repository.js";
import { seedCatalogue, seedDemoPlans } from "./commerce-seed.js";
import { seedDemoLicence } from "./demo-licence-seed.js";
import { createLicenceChannelOrder } from "./licence-channel-order.js";
import type { LicenceCheck, LicensedChannels, RetentionLicence } from "../../core/licence-port.js";
import { createLicenceService, type LicenceService } from "./licence-service.js";
import { COUNTDOWN_JOB } from "./order-model.js";
import { createOrderService, type OrderService } from "./order-service.js";
import type { PaymentProvider } from "./payments/payment-provider.js";
import { paymentSettingsFromEnv, type PaymentSettings } from "./payments/payment-settings.js";
import { spawnSandbox } from "./payments/sandbox-process.js";
import { createStripeProvider } from "./payments/stripe-provider.js";
import { registerWebhookRoute, WEBHOOK_PATH } from "./webhook-route.js";

export interface CommerceModuleDeps {
  sites: SitesModule;
  queue: JobQueue;
  /** Operation log (modules/op-logs); default: a log line. */
  opLog?: OpLogWriter | undefined;
  /** Cloud bytes per channel from the cloud recorder; default 0. */
  usedBytes?: UsedBytes | undefined;
  /** Whether the cloud recorder records a channel now; default false. */
  recording?: IsRecording | undefined;
  /** The payment settings (buildApp reads them first, so a bad environment stops the start early); default: the environment's. */
  settings?: PaymentSettings | undefined;
  /** Tells administrators about renewal orders (decision 0035); default: no mail. */
  mailer?: Mailer | undefined;
  /** Another provider (tests); default: Stripe's wire format (sandbox or real). */
  provider?: PaymentProvider | undefined;
}

export interface CommerceModule {
  licenceCheck: LicenceCheck;
  /** An organization's licence state for event retention (the events slice's seam). */
  licenceRetention(orgId: string, nowMs: number): Promise<RetentionLicence>;
  /** Whether a channel's events are still logged (spec §4 Expiry: 15 days after the licence ends, then not). */
  eventLoggingActive(orgId: string, sn: string, chlIndex: number, nowMs: number): Promise<boolean>;
  cloudDirectory: CloudStorageDirectory;
  orders: OrderService;
  /** Auto renew's sweep (decision 0035); scheduled on the job queue, callable by tests. */
  renewals: CloudRenewal;
  settings: PaymentSettings;
}

/** Licences, cloud storage plans, orders and payment (issue 15; docs/payments.md). */
export async function registerCommerceModule(ctx: ModuleContext, deps: CommerceModuleDeps): Promise<CommerceModule> {
  const { app, config, now } = ctx;
  const settings = deps.settings ?? paymentSettingsFromEnv(config);
  const repo = createCommerceRepository(ctx.db);
  await seedCatalogue(repo);
  const provider = deps.provider ?? createStripeProvider({ secretKey: settings.secretKey, webhookSecret: settings.webhookSecret, apiUrl: settings.apiUrl });
  const opLog: OpLogWriter = deps.opLog ?? ((entry) => app.log.info({ opLog: entry }, "operation"));
  let cloudChanged = () => {};
  const orders = createOrderService({ repo, provider, queue: deps.queue, log: app.log, now, countdownMs: settings.countdownMs, publicUrl: settings.publicUrl, opLog, plansChanged: () => cloudChanged() });
  const licences = createLicenceService({ repo, freeChlNum: settings.freeChlNum, now });
  const cloud = createCloudService({ repo, orders, sites: deps.sites, now, usedBytes: deps.usedBytes ?? (async () => 0), recording: deps.recording });
  cloudChanged = cloud.changed;
  const channelOrder = createLicenceChannelOrder({ repo, licences, sites: deps.sites, now, changed: () => cloud.changed() });
  registerCommerceHandlers(ctx.handlers, { licences, orders, cloud, repo, channelOrder, countdownSec: Math.round(settings.countdownMs / 1000) });
  await registerWebhookRoute(app, { provider, orders });
  deps.queue.work<{ orderNo: string }>(COUNTDOWN_JOB, async (job) => orders.countdown(job.payload.orderNo));
  const renewals = createCloudRenewal({ repo, queue: deps.queue, mailer: deps.mailer, opLog, log: app.log, now, publicUrl: settings.publicUrl });
  renewals.schedule();

  if (!settings.webhookSecret) app.log.warn("payments: no webhook secret (VMS_STRIPE_WEBHOOK_SECRET), provider webhooks are refused; payments apply when the result page or the countdown asks the provider");
  if (settings.spawnSandboxPort !== null && settings.webhookSecret) {
    const sandbox = spawnSandbox({ port: settings.spawnSandboxPort, webhookUrl: `http://127.0.0.1:${config.port}${WEBHOOK_PATH}`, webhookSecret: settings.webhookSecret, log: app.log });
    app.addHook("onClose", async () => sandbox.stop());
    app.log.info({ port: settings.spawnSandboxPort }, "payment sandbox started");
  }

  // Demo: a licence covering the fleet, bought through the order path once (issue 27).
  if (config.demo) await seedDemoLicence({ repo, orders, licences, orgName: DEMO_ORG_NAME, demoDevices: config.demoDevices, log: app.log });
  // The recorder records a channel with a plan only while a licence covers it (issue 27);
  // `planFor` stays the plan's own answer, so cloud playback of an unlicensed channel says 33014.
  const licensedOnly = (active: CloudChannel[], nowMs: number) => onlyLicensed(licences, active, nowMs);
  // Demo: a few channels of the demo organization record to the cloud (seeded once devices are bound).
  const directory: CloudStorageDirectory = {
    ...cloud.directory,
    async activeChannels(nowMs) {
      if (config.demo && (await seedDemoPlans(repo, DEMO_ORG_NAME, nowMs).catch(() => false))) cloud.changed();
      return licensedOnly(await cloud.directory.activeChannels(nowMs), nowMs);
    },
  };
  return { licenceCheck: licences.check, licenceRetention: licences.retentionState, eventLoggingActive: licences.eventLoggingActive, cloudDirectory: directory, orders, renewals, settings };
}

/** The channels of `active` a licence covers at `nowMs` (one licence read per organization). */
async function onlyLicensed(licences: LicenceService, active: CloudChannel[], nowMs: number): Promise<CloudChannel[]> {
  const byOrg = new Map<string, Promise<LicensedChannels>>();
  const out: CloudChannel[] = [];
  for (const c of active) {
    let org = byOrg.get(c.orgId);
    if (!org) byOrg.set(c.orgId, (org = licences.check.channels(c.orgId, nowMs)));
    if ((await org).refusal(c.sn, c.chlIndex) === null) out.push(c);
  }
  return out;
}
