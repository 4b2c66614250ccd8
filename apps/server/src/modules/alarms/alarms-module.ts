import { DEFAULT_OFFLINE_ALARM_DELAY_MS } from "@vms/api-client";
import type { ModuleContext } from "../../core/module-context.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";
import type { AlarmRulesModule } from "../alarm-rules/alarm-rules-module.js";
import type { EventsModule } from "../events/events-module.js";
import type { Mailer } from "../mail/mailer.js";
import type { PlatesModule } from "../plates/plates-module.js";
import type { PushHub } from "../push/push-hub.js";
import type { SitesModule } from "../sites/sites-module.js";
import { createAlarmEvaluator } from "./alarm-evaluator.js";
import { registerAlarmHandlers } from "./alarm-handlers.js";
import { DEFAULT_MAIL_LIMITS, type MailLimits } from "./alarm-mail.js";
import { createAlarmRepository } from "./alarm-repository.js";
import { createAlarmService } from "./alarm-service.js";

/** Health alarms without an event are kept as long as free events (spec §9: 15 days). */
const ORPHAN_RETENTION_MS = 15 * 86_400_000;

export interface AlarmsModuleDeps {
  sites: SitesModule;
  rules: AlarmRulesModule;
  plates: PlatesModule;
  events: EventsModule;
  push: PushHub;
  mailer: Mailer;
  /** A device offline this long raises a health alarm (default `VMS_OFFLINE_ALARM_MINUTES` or 5 min). */
  offlineDelayMs?: number | undefined;
  /** How often the offline check runs (default 30 s). */
  offlineCheckMs?: number | undefined;
  mailLimits?: Partial<MailLimits> | undefined;
}

/** What tests (and the demo) use: `app.vmsAlarms`. */
export interface AlarmsModule {
  /** Runs the offline check once at `now` (the job runs on its own too); answers the alarms raised. */
  runOfflineCheck(now: Date): Promise<number>;
  /** Resolves once started alarm mails were handed to the mailer. */
  idle(): Promise<void>;
  /** Alarm mails held back by the rate limit so far. */
  suppressedMails(): number;
}

declare module "fastify" {
  interface FastifyInstance {
    vmsAlarms: AlarmsModule;
  }
}

/** Alarms (spec §2 Alerts, Alarm rules "Evaluation"): evaluation of stored events, health alarms, the /event/alarm/* calls. */
export function registerAlarmsModule(ctx: ModuleContext, deps: AlarmsModuleDeps): AlarmsModule {
  const { app } = ctx;
  const repo = createAlarmRepository(ctx.db);
  const evaluator = createAlarmEvaluator({
    repo, rules: deps.rules.rules, plates: deps.plates.plates, access: deps.sites.access, push: deps.push, mailer: deps.mailer, log: app.log, now: ctx.now,
    publicUrl: ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`, image: (key) => deps.events.store.get(key),
    mailLimits: { ...DEFAULT_MAIL_LIMITS, ...deps.mailLimits },
  });
  registerAlarmHandlers(ctx.handlers, createAlarmService({ repo, access: deps.sites.access, evaluator, imageUrl: deps.events.imageUrl, now: ctx.now }));
  const off = deps.events.onStored((event) => evaluator.onEvent(event));

  const delayMs = deps.offlineDelayMs ?? (ctx.config.offlineAlarmMinutes ? ctx.config.offlineAlarmMinutes * 60_000 : DEFAULT_OFFLINE_ALARM_DELAY_MS);
  const stop = startPeriodicJob(
    {
      run: async (now) => ({ raised: await evaluator.offlineCheck(now, delayMs), deleted: await repo.deleteOrphansBefore(new Date(now.getTime() - ORPHAN_RETENTION_MS)) }),
      report: (r, log) => {
        if (r.raised > 0 || r.deleted > 0) log.info(r, "offline alarms raised, old health alarms deleted");
      },
      failure: "alarm job failed",
    },
    app.log,
    deps.offlineCheckMs ?? 30_000,
  );
  app.addHook("preClose", async () => {
    off();
    stop();
    await evaluator.idle();
  });
  const module: AlarmsModule = {
    runOfflineCheck: (now) => evaluator.offlineCheck(now, delayMs),
    idle: () => evaluator.idle(),
    suppressedMails: () => evaluator.suppressedMails(),
  };
  app.decorate("vmsAlarms", module);
  return module;
}
