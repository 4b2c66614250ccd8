import { intParam, PTZ_LIMITS, type TransportParams as Params } from "@vms/api-client";
import { byIndex, checkName, failed, freeIndex, inRange, nameTaken, ok, type PtzAnswer } from "./ptz-rules.js";
import type { Cruise, CruiseStop, PtzMemory } from "./ptz-store.js";

/**
 * Cruise lines and cruise groups of one camera, validated as the simulator validates them (same
 * limits, same reasons). Running them is the motion runner's; this is the memory.
 */
export class PtzCruises {
  constructor(
    private readonly memory: PtzMemory,
    /** The camera's preset names by our index, as last listed. */
    private readonly presetName: (index: number) => string | undefined,
  ) {}

  private find(index: number | null): Cruise | undefined {
    return this.memory.cruises.find((c) => c.index === index);
  }

  /** A cruise with its stops named after the presets. */
  private named(cruise: Cruise) {
    return { index: cruise.index, name: cruise.name, presets: cruise.presets.map((s) => ({ ...s, name: this.presetName(s.index) ?? "" })) };
  }

  list(running: number | null): PtzAnswer {
    const cruises = [...this.memory.cruises].sort(byIndex).map(({ index, name, presets }) => ({ index, name, presetCount: presets.length }));
    return ok({ cruises, maxCount: PTZ_LIMITS.CRUISE_MAX, running });
  }

  get(index: number | null): PtzAnswer {
    const cruise = this.find(index);
    return cruise ? ok(this.named(cruise)) : failed("cruise not found");
  }

  /** The cruise to run: its stops, or the refusal. */
  runnable(index: number | null): Cruise | PtzAnswer {
    const cruise = this.find(index);
    if (!cruise) return failed("cruise not found");
    return cruise.presets.length ? cruise : failed("cruise has no presets");
  }

  add(rawName: unknown, rawStops: unknown): PtzAnswer {
    const index = freeIndex(this.memory.cruises.map((c) => c.index), PTZ_LIMITS.CRUISE_MAX);
    if (index === null) return failed(`cruise limit reached (${PTZ_LIMITS.CRUISE_MAX})`);
    const name = checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.memory.cruises, name, index)) return failed("cruise name already exists");
    const stops = this.checkStops(rawStops ?? []);
    if (!Array.isArray(stops)) return stops;
    this.memory.cruises.push({ index, name, presets: stops });
    return ok({ index });
  }

  modify(index: number | null, rawName: unknown, rawStops: unknown): PtzAnswer {
    const cruise = this.find(index);
    if (!cruise) return failed("cruise not found");
    const name = rawName === undefined ? cruise.name : checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.memory.cruises, name, cruise.index)) return failed("cruise name already exists");
    const stops = rawStops === undefined ? cruise.presets : this.checkStops(rawStops);
    if (!Array.isArray(stops)) return stops;
    Object.assign(cruise, { name, presets: stops });
    return ok(this.named(cruise));
  }

  /** Deletes a cruise line; it leaves every group. */
  remove(index: number | null): PtzAnswer {
    const cruise = this.find(index);
    if (!cruise) return failed("cruise not found");
    this.memory.cruises = this.memory.cruises.filter((c) => c !== cruise);
    for (const group of this.memory.groups) group.cruises = group.cruises.filter((i) => i !== cruise.index);
    return ok();
  }

  /** A deleted preset leaves the cruises that visit it. */
  dropPreset(index: number): void {
    for (const cruise of this.memory.cruises) cruise.presets = cruise.presets.filter((s) => s.index !== index);
  }

  private checkStops(raw: unknown): CruiseStop[] | PtzAnswer {
    if (!Array.isArray(raw)) return failed("presets must be a list");
    if (raw.length > PTZ_LIMITS.CRUISE_PRESET_MAX) return failed(`at most ${PTZ_LIMITS.CRUISE_PRESET_MAX} presets per cruise`);
    const stops: CruiseStop[] = [];
    for (const item of raw as unknown[]) {
      const p: Params = typeof item === "object" && item !== null ? (item as Params) : {};
      const index = intParam(p, "index");
      if (index === null || this.memory.presets[index] === undefined) return failed(`preset ${String(p["index"])} not found`);
      const speed = inRange(intParam(p, "speed"), PTZ_LIMITS.SPEED.DEFAULT, PTZ_LIMITS.SPEED, "speed");
      if (typeof speed !== "number") return speed;
      const holdTime = inRange(intParam(p, "holdTime"), PTZ_LIMITS.HOLD_TIME.DEFAULT, PTZ_LIMITS.HOLD_TIME, "holdTime");
      if (typeof holdTime !== "number") return holdTime;
      stops.push({ index, speed, holdTime });
    }
    return stops;
  }

  // Cruise groups: cruise lines run one after another.

  listGroups(running: number | null): PtzAnswer {
    const groups = [...this.memory.groups].sort(byIndex).map(({ index, name, cruises }) => ({ index, name, cruiseCount: cruises.length }));
    return ok({ groups, maxCount: PTZ_LIMITS.CRUISE_GROUP_MAX, running });
  }

  getGroup(index: number | null): PtzAnswer {
    const group = this.memory.groups.find((g) => g.index === index);
    if (!group) return failed("cruise group not found");
    return ok({ index: group.index, name: group.name, cruises: group.cruises.map((i) => ({ index: i, name: this.find(i)?.name ?? "" })) });
  }

  addGroup(rawName: unknown, rawCruises: unknown): PtzAnswer {
    const index = freeIndex(this.memory.groups.map((g) => g.index), PTZ_LIMITS.CRUISE_GROUP_MAX);
    if (index === null) return failed(`cruise group limit reached (${PTZ_LIMITS.CRUISE_GROUP_MAX})`);
    const name = checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.memory.groups, name, index)) return failed("cruise group name already exists");
    const cruises = this.checkCruises(rawCruises ?? []);
    if (!Array.isArray(cruises)) return cruises;
    this.memory.groups.push({ index, name, cruises });
    return ok({ index });
  }

  modifyGroup(index: number | null, rawName: unknown, rawCruises: unknown): PtzAnswer {
    const group = this.memory.groups.find((g) => g.index === index);
    if (!group) return failed("cruise group not found");
    const name = rawName === undefined ? group.name : checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.memory.groups, name, group.index)) return failed("cruise group name already exists");
    const cruises = rawCruises === undefined ? group.cruises : this.checkCruises(rawCruises);
    if (!Array.isArray(cruises)) return cruises;
    Object.assign(group, { name, cruises });
    return this.getGroup(group.index);
  }

  removeGroup(index: number | null): PtzAnswer {
    const before = this.memory.groups.length;
    this.memory.groups = this.memory.groups.filter((g) => g.index !== index);
    return this.memory.groups.length < before ? ok() : failed("cruise group not found");
  }

  /** The cruise lines of a group to run, or the refusal. */
  runnableGroup(index: number | null): Cruise[] | PtzAnswer {
    const group = this.memory.groups.find((g) => g.index === index);
    if (!group) return failed("cruise group not found");
    const cruises = group.cruises.map((i) => this.find(i)).filter((c): c is Cruise => c !== undefined && c.presets.length > 0);
    return cruises.length ? cruises : failed("cruise group has no presets to visit");
  }

  private checkCruises(raw: unknown): number[] | PtzAnswer {
    if (!Array.isArray(raw)) return failed("cruises must be a list");
    if (raw.length > PTZ_LIMITS.CRUISE_GROUP_CRUISE_MAX) return failed(`at most ${PTZ_LIMITS.CRUISE_GROUP_CRUISE_MAX} cruises per group`);
    const cruises: number[] = [];
    for (const item of raw as unknown[]) {
      const index = intParam(typeof item === "object" && item !== null ? (item as Params) : {}, "index");
      if (index === null || !this.find(index)) return failed(`cruise ${String(index ?? "")} not found`);
      cruises.push(index);
    }
    return cruises;
  }
}
