import type { DEVICE_NOTIFY_EVENTS } from "@vms/api-client";
import { translate, type Locale } from "@vms/i18n";
import { escapeHtml, layoutMail, type RenderedMail } from "./mail-layout.js";
import { formatSpecTime } from "@vms/api-client";

/** A device event the notification settings offer. */
export type DeviceNotifyEvent = (typeof DEVICE_NOTIFY_EVENTS)[number];

/** Which device a notification is about. */
export interface DeviceEventMailInput {
  event: DeviceNotifyEvent;
  sn: string;
  /** The device name; empty names fall back to the SN. */
  name: string;
  siteName: string;
  at: Date;
}

// Plain descriptors (not macros), like code-mail.ts: `lingui extract` finds `/*i18n*/` objects here.
const subjects = {
  offline: /*i18n*/ { id: "mail.device.offline.subject", message: "Device {device} went offline" },
  online: /*i18n*/ { id: "mail.device.online.subject", message: "Device {device} is back online" },
  diskError: /*i18n*/ { id: "mail.device.diskError.subject", message: "Device {device} reports a disk error" },
  diskFull: /*i18n*/ { id: "mail.device.diskFull.subject", message: "The storage of device {device} is full" },
  upgradeDone: /*i18n*/ { id: "mail.device.upgradeDone.subject", message: "Device {device} finished its firmware upgrade" },
} as const;
const details = /*i18n*/ {
  id: "mail.device.details",
  message: "Device: {device} (SN {sn}). Site: {site}. Time (UTC): {time}.",
};
const why = /*i18n*/ {
  id: "mail.device.why",
  message: "You receive this e-mail because you are a recipient of this device's notification settings.",
};

/** The notification mail about one device event (spec §2 device detail: notify), translated into `locale`. */
export function renderDeviceEventMail(locale: Locale, input: DeviceEventMailInput): RenderedMail {
  const device = input.name.trim() || input.sn;
  const subject = translate(locale, { ...subjects[input.event], values: { device } });
  const time = formatSpecTime(input.at, "dateTime", { timeZone: "UTC" });
  const info = translate(locale, { ...details, values: { device, sn: input.sn, site: input.siteName, time } });
  const reason = translate(locale, why);
  return layoutMail(locale, subject, {
    text: [subject, "", info, "", reason],
    html: [`<p><strong>${escapeHtml(subject)}</strong></p>`, `<p>${escapeHtml(info)}</p>`, `<p>${escapeHtml(reason)}</p>`],
  });
}
