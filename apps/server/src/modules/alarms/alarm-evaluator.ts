import {
  ALARM_KINDS, ALARM_PUSH_TYPE, buildPushMessage, parseGmtOffset, PUSH_INFO_TYPE, RULE_TARGET_TYPES, type AlarmEventType, type AlarmKind,
  type AlarmRule, type RuleTargetType,
} from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import { localWeekTime, matchesRule, type RuleEvent } from "../alarm-rules/match-rule.js";
import type { RuleService } from "../alarm-rules/rule-service.js";
import type { StoredEvent } from "../events/event-ingest.js";
import type { Mailer } from "../mail/mailer.js";
import type { PlateService } from "../plates/plate-service.js";
import type { PushHub } from "../push/push-hub.js";
import type { SiteAccess } from "../sites/site-access.js";
import { createMailLimiter, createRepeatGate, renderAlarmMail, type MailLimits } from "./alarm-mail.js";
import type { AlarmRepository, NewAlarmRow } from "./alarm-repository.js";

/** Device-health events repeat at most once a minute per device and type. */
const HEALTH_REPEAT_MS = 60_000;

export interface AlarmEvaluatorDeps {
  repo: AlarmRepository;
  rules: RuleService;
  plates: PlateService;
  access: Pick<SiteAccess, "usersWhoCanSee">;
  push: Pick<PushHub, "toUser">;
  mailer: Mailer;
  /** The console's address (VMS_PUBLIC_URL): alarm mails link to the alarm there. */
  publicUrl: string;
  /** An event image's bytes (the object store), for the mail's inline snapshot. */
  image: (key: string) => Promise<Buffer | null>;
  log: FastifyBaseLogger;
  now: () => number;
  mailLimits: MailLimits;
}

const isRuleTarget = (t: string | null | undefined): t is RuleTargetType => (RULE_TARGET_TYPES as readonly string[]).includes(t ?? "");

/**
 * Turns stored events into alarms (spec §2 Alarm rules "Evaluation", Alerts): an AI event is
 * matched against the organization's enabled rules of its target; each match (outside the rule's
 * repeat interval for that camera) stores an alarm with a receipt per recipient who can see the
 * site, pushes the new unread counts to them, and mails the recipients and contacts (rate limited).
 * Device-health events and long outages become health alarms for everyone who can see the site.
 */
export function createAlarmEvaluator(deps: AlarmEvaluatorDeps) {
  const { repo, log } = deps;
  const repeats = createRepeatGate();
  const mails = createMailLimiter(deps.mailLimits);
  const pending = new Set<Promise<unknown>>();

  /** Pushes each user's new counts (receipts are only made for users who could see the alarm). */
  async function pushCounts(orgId: string, userIds: readonly string[], alarm: { id: string | null; kind: AlarmKind; eventType: AlarmEventType | null; ruleName: string; channelName: string }) {
    for (const userId of userIds) {
      const unread = await repo.unread({ orgId, userId, siteIds: null, kinds: ALARM_KINDS });
      const message = buildPushMessage(PUSH_INFO_TYPE.ALARM, {
        alarmId: alarm.id, kind: alarm.kind, eventType: alarm.eventType, ruleName: alarm.ruleName, channelName: alarm.channelName, unread,
      });
      deps.push.toUser(userId, { ...message, alarmPushType: ALARM_PUSH_TYPE[alarm.kind], userUnreadMap: unread });
    }
  }

  async function raise(row: NewAlarmRow & { kind: AlarmKind; orgId: string; siteId: string; occurredAt: Date }, userIds: readonly string[]): Promise<string> {
    const id = await repo.insert(row, userIds);
    await pushCounts(row.orgId, userIds, { id, kind: row.kind, eventType: row.eventType as AlarmEventType, ruleName: row.ruleName ?? "", channelName: row.channelName ?? "" });
    return id;
  }

  interface MailContext {
    alarmId: string;
    siteName: string;
    offsetMinutes: number;
  }

  function mail(rule: AlarmRule, event: StoredEvent, recipients: ReadonlyArray<{ email: string }>, contacts: readonly string[], context: MailContext) {
    const now = deps.now();
    const to = [...new Set([...recipients.map((r) => r.email.toLowerCase()), ...contacts.map((c) => c.toLowerCase())])].filter((address) =>
      mails.allow(event.orgId, rule.ruleId, address, now),
    );
    if (to.length === 0) return;
    const link = `${deps.publicUrl}/alerts?alarm=${encodeURIComponent(context.alarmId)}`;
    const snapshot = event.snapshotKey ? deps.image(event.snapshotKey).catch(() => null) : Promise.resolve(null);
    const job = snapshot
      .then((image) => {
        // Accounts keep no language preference: alarm mails are written in the source locale.
        const body = renderAlarmMail("en-US", {
          ruleName: rule.ruleName, eventType: event.eventType, channelName: event.channelName ?? "", siteName: context.siteName, plate: event.plate ?? null,
          at: event.occurredAt, offsetMinutes: context.offsetMinutes, link, snapshot: image,
        });
        return Promise.allSettled(to.map((address) => deps.mailer.send({ to: address, ...body })));
      })
      .then((results) => {
        const failed = results.filter((r) => r.status === "rejected").length;
        if (failed > 0) log.warn({ ruleId: rule.ruleId, failed }, "alarm mail not sent to every address");
      });
    pending.add(job);
    void job.finally(() => pending.delete(job));
  }

  async function fire(rule: AlarmRule, event: StoredEvent, audience: readonly string[], siteName: string, offsetMinutes: number) {
    const allowed = new Set(audience);
    const userIds = rule.recipientIds.filter((id) => allowed.has(id));
    const alarmId = await raise(
      {
        orgId: event.orgId, siteId: event.siteId, kind: "ai", eventId: event.id, ruleId: rule.ruleId, ruleName: rule.ruleName, eventType: event.eventType,
        targetType: event.targetType ?? null, sn: event.sn, chlIndex: event.chlIndex, channelName: event.channelName ?? "", occurredAt: event.occurredAt,
        attributes: event.attributes ?? {}, plate: event.plate ?? null, snapshotKey: event.snapshotKey ?? null, cropKey: event.cropKey ?? null,
      },
      userIds,
    );
    const [recipients, contacts] = await Promise.all([repo.emails(event.orgId, userIds), deps.rules.contactEmailsFor(event.orgId, rule.contactIds)]);
    mail(rule, event, recipients, contacts, { alarmId, siteName, offsetMinutes });
  }

  async function evaluate(event: StoredEvent): Promise<void> {
    // A detection of a face or a plate alone has no rule target; an event with no target at all
    // (a camera's own motion detection) is matched by the rules that name its type (match-rule.ts).
    const targetType = event.targetType ?? null;
    if (targetType !== null && !isRuleTarget(targetType)) return;
    const rules = (await deps.rules.rulesFor(event.orgId, targetType)).filter((rule) => targetType !== null || (rule.eventTypes as readonly string[]).includes(event.eventType));
    if (rules.length === 0) return;
    const [site, device] = await Promise.all([repo.site(event.siteId), repo.device(event.sn)]);
    const offset = parseGmtOffset(device?.timeZone ?? "") ?? 0;
    const needsLibraries = event.plate && rules.some((r) => r.plates.mode === "library");
    const ruleEvent: RuleEvent = {
      targetType,
      eventType: event.eventType,
      sitePath: site.path,
      sn: event.sn,
      chlIndex: event.chlIndex,
      ...localWeekTime(event.occurredAt.getTime(), offset),
      attributes: event.attributes ?? {},
      plate: event.plate ?? null,
      plateGroupIds: needsLibraries ? await deps.plates.groupsHoldingPlate(event.orgId, event.plate!) : undefined,
    };
    const now = deps.now();
    const matched = rules.filter((rule) => matchesRule(rule, ruleEvent) && repeats.allow(`${rule.ruleId}/${event.sn}/${event.chlIndex}`, rule.repeatInterval * 1000, now));
    if (matched.length === 0) return;
    const audience = await deps.access.usersWhoCanSee(event.orgId, event.siteId);
    for (const rule of matched) await fire(rule, event, audience, site.name, offset);
  }

  async function health(event: StoredEvent): Promise<void> {
    if (!repeats.allow(`health/${event.sn}/${event.chlIndex}/${event.eventType}`, HEALTH_REPEAT_MS, deps.now())) return;
    const audience = await deps.access.usersWhoCanSee(event.orgId, event.siteId);
    await raise(
      {
        orgId: event.orgId, siteId: event.siteId, kind: "health", eventId: event.id, eventType: event.eventType, sn: event.sn, chlIndex: event.chlIndex,
        channelName: event.channelName ?? "", occurredAt: event.occurredAt, snapshotKey: event.snapshotKey ?? null,
      },
      audience,
    );
  }

  return {
    /** The events module's listener. */
    async onEvent(event: StoredEvent): Promise<void> {
      if (event.eventGroup === "health") await health(event);
      else await evaluate(event);
    },

    /** Raises one health alarm per bound device offline longer than `delayMs` (once per outage). */
    async offlineCheck(now: Date, delayMs: number): Promise<number> {
      const due = await repo.offlineWithoutAlarm(new Date(now.getTime() - delayMs), 200);
      for (const device of due) {
        const audience = await deps.access.usersWhoCanSee(device.orgId, device.siteId);
        await raise(
          { orgId: device.orgId, siteId: device.siteId, kind: "health", eventType: "DEVICE_OFFLINE", sn: device.sn, chlIndex: 0, channelName: device.name || device.sn, occurredAt: device.lastSeen ?? now },
          audience,
        );
      }
      return due.length;
    },

    pushCounts,
    suppressedMails: () => mails.suppressed(),
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type AlarmEvaluator = ReturnType<typeof createAlarmEvaluator>;
