import type { VmsEvent } from "@vms/api-client";
import type { EventRow } from "./event-repository.js";

/** The columns an event row and an alarm row (a copy of the event that fired it) both hold. */
type SightingRow = Pick<EventRow, "attributes" | "plate" | "sn" | "chlIndex" | "channelName" | "siteId" | "siteName" | "snapshotKey" | "cropKey">;
type Sighting = Pick<VmsEvent, "attributes" | "plate" | "sn" | "chlIndex" | "channelName" | "siteId" | "siteName" | "snapshotUrl" | "cropUrl">;

/** The part an event and its alarms show alike (`eventSightingShape`): one mapping, so the two lists cannot drift apart. */
export function sightingView(r: SightingRow, imageUrl: (key: string | null) => string | null): Sighting {
  return {
    attributes: r.attributes,
    plate: r.plate,
    sn: r.sn,
    chlIndex: r.chlIndex,
    channelName: r.channelName,
    siteId: r.siteId,
    siteName: r.siteName ?? "",
    snapshotUrl: imageUrl(r.snapshotKey),
    cropUrl: imageUrl(r.cropKey),
  };
}
