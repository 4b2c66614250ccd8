import { randomUUID } from "node:crypto";
import { eventGroupOf, isAttributeValue, type EventFrame } from "@vms/api-client";
import type { FastifyBaseLogger } from "fastify";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import type { EventRepository, NewEventRow } from "./event-repository.js";
import type { LicensedChannel } from "./event-retention.js";

/** An event just stored (what the alarm evaluator reads). */
export type StoredEvent = NewEventRow & { id: string; siteId: string; orgId: string; occurredAt: Date };

/** A device's clock may run ahead; an event is never stored as later than it arrived. */
const MAX_CLOCK_SKEW_MS = 60_000;

/** The JPEG bytes of a base64 image, or null when it is empty or not a JPEG. */
function jpeg(base64: string | null): Buffer | null {
  if (!base64) return null;
  const bytes = Buffer.from(base64, "base64");
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff ? bytes : null;
}

/** Object key of an event image: per organization and day, so a whole day can be listed or moved. */
export const imageKey = (orgId: string, at: Date, eventId: string, kind: "snapshot" | "crop") =>
  `events/${orgId}/${at.toISOString().slice(0, 10)}/${eventId}-${kind}.jpg`;

/**
 * Stores the events of bound devices (an unbound device's are dropped: no organization owns
 * them): its images into the object store, then the row (a resent id is dropped with its copies).
 */
export function createEventIngest(deps: {
  repo: EventRepository;
  store: ObjectStore;
  log: FastifyBaseLogger;
  now: () => number;
  /** The licence slice's answer: false once a channel's events are no longer logged (spec §4 Expiry). */
  loggingActive?: ((channel: LicensedChannel, nowMs: number) => Promise<boolean>) | undefined;
}) {
  const { repo, store, log } = deps;
  return async function ingest(sn: string, frame: EventFrame): Promise<StoredEvent | null> {
    const where = await repo.boundChannel(sn, frame.chlIndex);
    if (!where) return null;
    // Device-health events are not licensed work: they are always kept (they raise health alarms).
    if (eventGroupOf(frame.eventType) !== "health" && deps.loggingActive && !(await deps.loggingActive({ orgId: where.orgId, sn, chlIndex: frame.chlIndex }, deps.now()))) return null;
    const id = randomUUID();
    const occurredAt = new Date(Math.min(frame.occurredAt, deps.now() + MAX_CLOCK_SKEW_MS));
    const target = frame.targetType;
    // Only the target's own vocabulary is kept: searches and rules rely on it.
    const attributes = target ? Object.fromEntries(Object.entries(frame.attributes).filter(([k, v]) => isAttributeValue(target, k, v))) : {};
    const snapshot = jpeg(frame.snapshot);
    const crop = target ? jpeg(frame.crop) : null;
    const keys = {
      snapshotKey: snapshot ? imageKey(where.orgId, occurredAt, id, "snapshot") : null,
      cropKey: crop ? imageKey(where.orgId, occurredAt, id, "crop") : null,
    };
    // Images first: a row that searches can see always has its images in place.
    try {
      if (snapshot && keys.snapshotKey) await store.put(keys.snapshotKey, snapshot);
      if (crop && keys.cropKey) await store.put(keys.cropKey, crop);
    } catch (err) {
      log.warn({ err, sn, eventId: id }, "event images could not be stored");
      keys.snapshotKey = null;
      keys.cropKey = null;
    }
    const row = {
      id,
      orgId: where.orgId,
      siteId: where.siteId,
      sn,
      chlIndex: frame.chlIndex,
      channelName: where.channelName ?? (frame.chlIndex === 0 ? where.deviceName : ""),
      deviceEventId: frame.id,
      occurredAt,
      eventGroup: eventGroupOf(frame.eventType),
      eventType: frame.eventType,
      targetType: target,
      attributes,
      plate: frame.plate ? frame.plate.toUpperCase() : null,
      ...keys,
    };
    const stored = await repo.insert(row);
    if (!stored) {
      // A resent event: the first copy keeps its images.
      for (const key of [keys.snapshotKey, keys.cropKey]) if (key) await store.delete(key);
      return null;
    }
    return row;
  };
}
