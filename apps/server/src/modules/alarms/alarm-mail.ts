import type { AlarmEventType } from "@vms/api-client";
import { translate, type Locale } from "@vms/i18n";
import { escapeHtml, layoutMail, type RenderedMail } from "../mail/mail-layout.js";
import type { MailAttachment } from "../mail/mailer.js";
import { formatSpecTime } from "@vms/api-client";

/** What an alarm mail says. */
export interface AlarmMailInput {
  ruleName: string;
  eventType: string;
  channelName: string;
  siteName: string;
  plate: string | null;
  at: Date;
  /**
   * Minutes east of UTC of the camera's time zone: the product keeps no organization or user zone,
   * and the rule's schedule is read in the camera's local time too (issue 28).
   */
  offsetMinutes: number;
  /** The alarm in the console (VMS_PUBLIC_URL/alerts?alarm=…). */
  link: string;
  /** The scene's snapshot (JPEG), shown inline; null when the event had none. */
  snapshot: Buffer | null;
}

/** The inline snapshot's Content-ID, referenced by the HTML body. */
export const SNAPSHOT_CID = "alarm-snapshot@vms";

// Plain descriptors (not macros), like device-event-mail.ts: `lingui extract` finds `/*i18n*/` objects here.
const subject = /*i18n*/ { id: "mail.alarm.subject", message: "Alarm: {rule} on {camera}" };
const details = /*i18n*/ { id: "mail.alarm.details", message: "Rule: {rule}. Event: {event}. Camera: {camera}. Site: {site}. Time: {time} ({zone})." };
const openLine = /*i18n*/ { id: "mail.alarm.open", message: "Open the alarm: {link}" };
const snapshotAlt = /*i18n*/ { id: "mail.alarm.snapshot", message: "Snapshot of the alarm" };

/** Event type names as the console shows them (entities/event-labels), for the mail's reader. */
const typeNames: Record<AlarmEventType, { id: string; message: string }> = {
  MANUAL: /*i18n*/ { id: "mail.alarm.type.MANUAL", message: "Manual" },
  SCHEDULE: /*i18n*/ { id: "mail.alarm.type.SCHEDULE", message: "Schedule" },
  MOTION: /*i18n*/ { id: "mail.alarm.type.MOTION", message: "Motion" },
  SENSOR: /*i18n*/ { id: "mail.alarm.type.SENSOR", message: "Sensor" },
  POS: /*i18n*/ { id: "mail.alarm.type.POS", message: "POS" },
  SMART_MOTION: /*i18n*/ { id: "mail.alarm.type.SMART_MOTION", message: "Smart motion" },
  PERIMETER: /*i18n*/ { id: "mail.alarm.type.PERIMETER", message: "Perimeter" },
  PLATE: /*i18n*/ { id: "mail.alarm.type.PLATE", message: "Plate recognition" },
  OTHER: /*i18n*/ { id: "mail.alarm.type.OTHER", message: "Other" },
  DISK_ERROR: /*i18n*/ { id: "mail.alarm.type.DISK_ERROR", message: "Disk error" },
  IP_CONFLICT: /*i18n*/ { id: "mail.alarm.type.IP_CONFLICT", message: "IP conflict" },
  NETWORK_DOWN: /*i18n*/ { id: "mail.alarm.type.NETWORK_DOWN", message: "Network down" },
  DEVICE_OFFLINE: /*i18n*/ { id: "mail.alarm.type.DEVICE_OFFLINE", message: "Device offline" },
};

/** "GMT+08:00" for 480. */
function zoneName(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
const plateLine = /*i18n*/ { id: "mail.alarm.plate", message: "Plate: {plate}." };
const why = /*i18n*/ { id: "mail.alarm.why", message: "You receive this e-mail because you are a recipient or contact of this alarm rule." };

/** The mail about one alarm of a rule (spec §2 Alarm rules: recipients and contacts are e-mailed). */
export function renderAlarmMail(locale: Locale, input: AlarmMailInput): RenderedMail & { attachments: MailAttachment[] } {
  const camera = input.channelName.trim() || "-";
  const title = translate(locale, { ...subject, values: { rule: input.ruleName, camera } });
  const time = formatSpecTime(input.at, "dateTime", { utcOffsetMinutes: input.offsetMinutes });
  const typeName = typeNames[input.eventType as AlarmEventType];
  const event = typeName ? translate(locale, typeName) : input.eventType;
  const lines = [translate(locale, { ...details, values: { rule: input.ruleName, event, camera, site: input.siteName, time, zone: zoneName(input.offsetMinutes) } })];
  if (input.plate) lines.push(translate(locale, { ...plateLine, values: { plate: input.plate } }));
  const open = translate(locale, { ...openLine, values: { link: input.link } });
  const reason = translate(locale, why);
  const image = input.snapshot ? [`<p><img src="cid:${SNAPSHOT_CID}" alt="${escapeHtml(translate(locale, snapshotAlt))}" style="max-width:640px;width:100%"></p>`] : [];
  const mail = layoutMail(locale, title, {
    text: [title, "", ...lines, open, "", reason],
    html: [
      `<p><strong>${escapeHtml(title)}</strong></p>`,
      ...image,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(open)}</a></p>`,
      `<p>${escapeHtml(reason)}</p>`,
    ],
  });
  const attachments = input.snapshot ? [{ filename: "snapshot.jpg", content: input.snapshot, contentType: "image/jpeg", cid: SNAPSHOT_CID }] : [];
  return { ...mail, attachments };
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
