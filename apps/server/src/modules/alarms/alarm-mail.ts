import { translate, type Locale } from "@vms/i18n";
import { escapeHtml, layoutMail, type RenderedMail } from "../mail/mail-layout.js";

/** What an alarm mail says. */
export interface AlarmMailInput {
  ruleName: string;
  eventType: string;
  channelName: string;
  siteName: string;
  plate: string | null;
  at: Date;
}

// Plain descriptors (not macros), like device-event-mail.ts: `lingui extract` finds `/*i18n*/` objects here.
const subject = /*i18n*/ { id: "mail.alarm.subject", message: "Alarm: {rule} on {camera}" };
const details = /*i18n*/ { id: "mail.alarm.details", message: "Rule: {rule}. Event: {event}. Camera: {camera}. Site: {site}. Time (UTC): {time}." };
const plateLine = /*i18n*/ { id: "mail.alarm.plate", message: "Plate: {plate}." };
const why = /*i18n*/ { id: "mail.alarm.why", message: "You receive this e-mail because you are a recipient or contact of this alarm rule. Open Alerts in the console to see the images." };

/** The mail about one alarm of a rule (spec §2 Alarm rules: recipients and contacts are e-mailed). */
export function renderAlarmMail(locale: Locale, input: AlarmMailInput): RenderedMail {
  const camera = input.channelName.trim() || "-";
  const title = translate(locale, { ...subject, values: { rule: input.ruleName, camera } });
  const time = input.at.toISOString().slice(0, 19).replace("T", " ");
  const lines = [translate(locale, { ...details, values: { rule: input.ruleName, event: input.eventType, camera, site: input.siteName, time } })];
  if (input.plate) lines.push(translate(locale, { ...plateLine, values: { plate: input.plate } }));
  const reason = translate(locale, why);
  return layoutMail(locale, title, {
    text: [title, "", ...lines, "", reason],
    html: [`<p><strong>${escapeHtml(title)}</strong></p>`, ...lines.map((line) => `<p>${escapeHtml(line)}</p>`), `<p>${escapeHtml(reason)}</p>`],
  });
}

/** How many alarm mails go out: per rule and address, and per organization. */
export interface MailLimits {
  /** One mail per rule and address per this window; later alarms in it are counted, not mailed. */
  perAddressWindowMs: number;
  /** Most alarm mails an organization sends per minute (a storm over many rules). */
  orgPerMinute: number;
}
export const DEFAULT_MAIL_LIMITS: MailLimits = { perAddressWindowMs: 60_000, orgPerMinute: 60 };

/**
 * Rate limit of alarm mails (in memory, per instance): a storm of matching events sends one mail
 * per rule and address per window and at most `orgPerMinute` per organization; the rest are counted
 * as suppressed (the alarms themselves are all stored and pushed).
 */
export function createMailLimiter(limits: MailLimits) {
  const lastSent = new Map<string, number>();
  const orgWindows = new Map<string, { start: number; sent: number }>();
  let suppressed = 0;
  return {
    /** True when a mail of `ruleId` to `address` may go now (and counts it). */
    allow(orgId: string, ruleId: string, address: string, now: number): boolean {
      const key = `${ruleId}\u0000${address.toLowerCase()}`;
      const last = lastSent.get(key);
      let org = orgWindows.get(orgId);
      if (!org || now - org.start >= 60_000) {
        org = { start: now, sent: 0 };
        orgWindows.set(orgId, org);
      }
      if ((last !== undefined && now - last < limits.perAddressWindowMs) || org.sent >= limits.orgPerMinute) {
        suppressed++;
        return false;
      }
      if (lastSent.size > 50_000) for (const [k, at] of lastSent) if (now - at >= limits.perAddressWindowMs) lastSent.delete(k);
      lastSent.set(key, now);
      org.sent++;
      return true;
    },
    suppressed: () => suppressed,
  };
}

/** Suppresses repeats of one rule on one camera within the rule's repeat interval (spec §9: 10–300 s). */
export function createRepeatGate() {
  const last = new Map<string, number>();
  return {
    allow(key: string, intervalMs: number, now: number): boolean {
      const at = last.get(key);
      if (at !== undefined && now - at < intervalMs) return false;
      if (last.size > 50_000) for (const [k, t] of last) if (now - t >= 300_000) last.delete(k);
      last.set(key, now);
      return true;
    },
  };
}
