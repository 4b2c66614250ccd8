import { utils, write } from "@e965/xlsx";
import { attributeSentences, formatSpecTime, type EventGroup, type EventType, type TargetType } from "@vms/api-client";
import { translate, type Locale } from "@vms/i18n";
import type { EventRow } from "./event-repository.js";

// Plain descriptors (like the mails): `lingui extract` finds `/*i18n*/` objects here.
const headers = [
  /*i18n*/ { id: "events.export.time", message: "Time" },
  /*i18n*/ { id: "events.export.site", message: "Site" },
  /*i18n*/ { id: "events.export.camera", message: "Camera" },
  /*i18n*/ { id: "events.export.sn", message: "Device SN" },
  /*i18n*/ { id: "events.export.channel", message: "Channel" },
  /*i18n*/ { id: "events.export.group", message: "Event group" },
  /*i18n*/ { id: "events.export.type", message: "Event type" },
  /*i18n*/ { id: "events.export.target", message: "Target" },
  /*i18n*/ { id: "events.export.plate", message: "Plate" },
  /*i18n*/ { id: "events.export.attributes", message: "Attributes" },
];
const groups: Record<EventGroup, { id: string; message: string }> = {
  common: /*i18n*/ { id: "events.group.common", message: "Common event" },
  smart: /*i18n*/ { id: "events.group.smart", message: "Smart event" },
  health: /*i18n*/ { id: "events.group.health", message: "Device health" },
};
const types: Record<EventType, { id: string; message: string }> = {
  MANUAL: /*i18n*/ { id: "events.type.MANUAL", message: "Manual" },
  SCHEDULE: /*i18n*/ { id: "events.type.SCHEDULE", message: "Schedule" },
  MOTION: /*i18n*/ { id: "events.type.MOTION", message: "Motion" },
  SENSOR: /*i18n*/ { id: "events.type.SENSOR", message: "Sensor" },
  POS: /*i18n*/ { id: "events.type.POS", message: "POS" },
  SMART_MOTION: /*i18n*/ { id: "events.type.SMART_MOTION", message: "Smart motion" },
  PERIMETER: /*i18n*/ { id: "events.type.PERIMETER", message: "Perimeter" },
  PLATE: /*i18n*/ { id: "events.type.PLATE", message: "Plate" },
  OTHER: /*i18n*/ { id: "events.type.OTHER", message: "Other" },
  DISK_ERROR: /*i18n*/ { id: "events.type.DISK_ERROR", message: "Disk error" },
  IP_CONFLICT: /*i18n*/ { id: "events.type.IP_CONFLICT", message: "IP conflict" },
  NETWORK_DOWN: /*i18n*/ { id: "events.type.NETWORK_DOWN", message: "Network down" },
};
const targets: Record<TargetType, { id: string; message: string }> = {
  person: /*i18n*/ { id: "events.target.person", message: "Person" },
  motorVehicle: /*i18n*/ { id: "events.target.motorVehicle", message: "Motor vehicle" },
  nonMotorVehicle: /*i18n*/ { id: "events.target.nonMotorVehicle", message: "Non-motor vehicle" },
  face: /*i18n*/ { id: "events.target.face", message: "Face" },
  plate: /*i18n*/ { id: "events.target.plate", message: "Plate" },
};

/** "YYYY-MM-DD HH:mm:ss" (spec §9) at the caller's UTC offset. */
const formatTime = (at: Date, utcOffsetMinutes: number) => formatSpecTime(at, "dateTime", { utcOffsetMinutes });

/** The attributes as the console names them ("Gender: Female; Brand: Toyota"), in the caller's language. */
function attributeText(attributes: Record<string, string | number>, tr: (d: { id: string; message: string }) => string): string {
  return attributeSentences(tr, attributes).join("; ");
}

/** The events as one xlsx sheet, headers and names in the caller's language. */
export function eventsWorkbook(rows: readonly EventRow[], locale: Locale, utcOffsetMinutes: number): Buffer {
  const tr = (d: { id: string; message: string }) => translate(locale, d);
  const table = [
    headers.map(tr),
    ...rows.map((r) => [
      formatTime(r.occurredAt, utcOffsetMinutes),
      r.siteName ?? "",
      r.channelName,
      r.sn,
      r.chlIndex,
      tr(groups[r.eventGroup as EventGroup] ?? groups.smart),
      types[r.eventType as EventType] ? tr(types[r.eventType as EventType]) : r.eventType,
      r.targetType && targets[r.targetType as TargetType] ? tr(targets[r.targetType as TargetType]) : "",
      r.plate ?? "",
      attributeText(r.attributes, tr),
    ]),
  ];
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(table), "Events");
  return write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}
