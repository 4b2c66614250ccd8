import {
  AGE_GROUPS, COLOUR_CODES, DIRECTIONS, LOWER_TYPES, NON_MOTOR_TYPES, UPPER_TYPES, VEHICLE_BRAND_MAX, VEHICLE_BRAND_OTHER,
  VEHICLE_TYPES, YES_NO, type EventFrame, type EventType, type TargetType,
} from "@vms/api-client";
import { Rng, type Seed } from "../prng.js";
import { eventImages, type ImageKind } from "./event-images.js";

/** What the generator draws: a detection of a target, a common event, or a device-health event. */
type Draw = { target: TargetType } | { common: EventType } | { health: EventType };

// Relative frequencies: detections dominate, as on a real site; health events are rare.
const DRAWS: ReadonlyArray<readonly [string, number]> = [
  ["person", 30], ["motorVehicle", 20], ["nonMotorVehicle", 8], ["face", 7], ["plate", 5],
  ["MOTION", 12], ["MANUAL", 3], ["SCHEDULE", 4], ["SENSOR", 3], ["POS", 3],
  ["DISK_ERROR", 2], ["IP_CONFLICT", 1.5], ["NETWORK_DOWN", 1.5],
];
const TARGETS = new Set<string>(["person", "motorVehicle", "nonMotorVehicle", "face", "plate"]);
const HEALTH = new Set<string>(["DISK_ERROR", "IP_CONFLICT", "NETWORK_DOWN"]);

/** The plates the simulator's vehicles carry: a fixed pool, so plates recur (plate-library rules can match them). */
export const SIM_PLATES: readonly string[] = (() => {
  const rng = new Rng("sim-plates");
  return Array.from({ length: 40 }, () => `${rng.chars("ABCDEFGHJKLMNPRSTUVWXYZ", 2)}${rng.chars("0123456789", 4)}`);
})();

/** Overrides a test may force on the next event. */
export type EventOverrides = Partial<Pick<EventFrame, "eventType" | "targetType" | "attributes" | "plate" | "chlIndex">>;

/**
 * Seeded, repeatable events of one device: the same SN and seed give the same sequence of types,
 * targets, attributes, plates and images, whatever the wall clock (ids and times come from the caller).
 */
export class EventGenerator {
  private readonly rng: Rng;
  private seq = 0;

  constructor(
    readonly sn: string,
    seed: Seed,
    /** Prefix of event ids, so a restarted device's ids do not repeat its earlier ones. */
    private readonly idPrefix: string,
  ) {
    this.rng = new Rng(`events:${seed}:${sn}`);
  }

  /** The next event on one of `channels` (AI-capable channels online now); null when there is none. */
  next(channels: readonly number[], occurredAt: number, overrides: EventOverrides = {}): EventFrame | null {
    if (channels.length === 0) return null;
    const rng = this.rng;
    const drawn = rng.weighted(DRAWS);
    const draw: Draw = TARGETS.has(drawn) ? { target: drawn as TargetType } : HEALTH.has(drawn) ? { health: drawn as EventType } : { common: drawn as EventType };
    // Drawn here, before the type, so a seed's sequence of events stays what it was. A health draw
    // takes no random channel; should a test force a detection on it, the first channel is its.
    const channel = "health" in draw ? (channels[0] as number) : rng.pick(channels);
    const targetType = overrides.targetType !== undefined ? overrides.targetType : "target" in draw ? draw.target : null;
    const eventType = overrides.eventType ?? ("target" in draw ? detectionType(rng, draw.target) : "common" in draw ? draw.common : draw.health);
    // Health events belong to the device (channel 0), any other to one of its channels: a camera
    // whose only channel is 1 has no channel 0.
    const chlIndex = overrides.chlIndex ?? (HEALTH.has(eventType) ? 0 : channel);
    const attributes = targetType ? this.attributes(targetType) : {};
    const plate = targetType === "motorVehicle" || targetType === "plate" ? rng.pick(SIM_PLATES) : null;
    const kind: ImageKind | null = HEALTH.has(eventType) ? null : (targetType ?? "common");
    const images = kind ? rng.pick(eventImages().get(kind) ?? eventImages().get("common") ?? [{ snapshot: "", crop: null }]) : null;
    this.seq += 1;
    return {
      type: "event",
      id: `${this.idPrefix}-${this.seq}`,
      chlIndex,
      occurredAt,
      eventType,
      targetType,
      attributes: { ...attributes, ...(overrides.attributes ?? {}) },
      plate: overrides.plate !== undefined ? overrides.plate : plate,
      snapshot: images?.snapshot || null,
      crop: targetType ? (images?.crop ?? null) : null,
    };
  }

  private attributes(target: TargetType): Record<string, string | number> {
    const rng = this.rng;
    const face = () => ({ ageGroup: rng.pick(AGE_GROUPS), gender: rng.pick([0, 1, 2]), mask: rng.pick(YES_NO), glasses: rng.pick(YES_NO) });
    switch (target) {
      case "person": {
        const lowerType = rng.pick(LOWER_TYPES);
        return {
          ...face(),
          hat: rng.pick(YES_NO),
          backpack: rng.pick(YES_NO),
          upperType: rng.pick(UPPER_TYPES),
          upperColor: rng.pick(COLOUR_CODES),
          lowerType,
          lowerColor: rng.pick(COLOUR_CODES),
          skirt: lowerType === "trousers" ? "no" : rng.pick(YES_NO),
          direction: rng.pick(DIRECTIONS),
        };
      }
      case "motorVehicle":
        return {
          vehicleType: rng.pick(VEHICLE_TYPES),
          brand: rng.chance(0.1) ? VEHICLE_BRAND_OTHER : rng.int(1, VEHICLE_BRAND_MAX),
          color: rng.pick(COLOUR_CODES),
          direction: rng.pick(DIRECTIONS),
        };
      case "nonMotorVehicle":
        return { nonMotorType: rng.pick(NON_MOTOR_TYPES), color: rng.pick(COLOUR_CODES), direction: rng.pick(DIRECTIONS) };
      case "face":
        return face();
      case "plate":
        return { color: rng.pick(COLOUR_CODES) };
    }
  }
}

function detectionType(rng: Rng, target: TargetType): EventType {
  if (target === "plate") return "PLATE";
  if (target === "face") return "OTHER";
  return rng.chance(0.7) ? "SMART_MOTION" : "PERIMETER";
}
