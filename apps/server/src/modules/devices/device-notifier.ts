import { and, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDatabase } from "../../db/database.js";
import { sites, users } from "../../db/schema/index.js";
import { renderDeviceEventMail, type DeviceNotifyEvent } from "../mail/device-event-mail.js";
import type { Mailer } from "../mail/mailer.js";
import type { NotifyRepository } from "./notify-repository.js";

/** The device an event happened to. */
export interface NotifiedDevice {
  id: number;
  sn: string;
  name: string;
  orgId: string;
  siteId: string;
}

const ACTIVE = 1;

/**
 * Mails a device's notification recipients when one of the events they chose happens (the
 * notify tab's settings). Sending never holds up the device sync: mails go out in the
 * background, failures are logged, and `idle()` lets tests wait for them.
 */
export function createDeviceNotifier(deps: { db: AppDatabase; notify: NotifyRepository; mailer: Mailer; log: FastifyBaseLogger; now?: () => number }) {
  const { db, notify, mailer, log } = deps;
  const now = () => new Date((deps.now ?? Date.now)());
  const pending = new Set<Promise<void>>();

  async function recipientsOf(orgId: string, userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(users.state, ACTIVE), isNull(users.deletedAt), inArray(users.id, [...userIds])));
    return rows.map((r) => r.email);
  }

  async function siteNameOf(siteId: string): Promise<string> {
    const [row] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId)).limit(1);
    return row?.name ?? "";
  }

  async function send(device: NotifiedDevice, event: DeviceNotifyEvent, at: Date): Promise<void> {
    const settings = await notify.get(device.id);
    if (!settings?.enabled || !settings.events.includes(event)) return;
    const to = await recipientsOf(device.orgId, settings.recipients);
    if (to.length === 0) return;
    // Accounts keep no language preference: notifications are written in the source locale.
    const mail = renderDeviceEventMail("en-US", { event, sn: device.sn, name: device.name, siteName: await siteNameOf(device.siteId), at });
    const results = await Promise.allSettled(to.map((address) => mailer.send({ to: address, ...mail })));
    const failed = results.filter((r) => r.status === "rejected").length;
    if (failed > 0) log.warn({ sn: device.sn, event, failed }, "device notification not sent to every recipient");
  }

  return {
    /** Notifies the recipients of `device` about `event`, in the background. */
    event(device: NotifiedDevice, event: DeviceNotifyEvent): void {
      const job = send(device, event, now()).catch((err: unknown) => log.warn({ err, sn: device.sn, event }, "device notification failed"));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    /** Resolves once every notification started so far was handed to the mailer (tests). */
    async idle(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}

export type DeviceNotifier = ReturnType<typeof createDeviceNotifier>;
