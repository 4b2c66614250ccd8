import { failed, intParam, ok, type Outcome, type Params } from "./outcome.js";
import { byIndex, checkName, freeIndex, nameTaken, runningOf, type PtzHead } from "./ptz-common.js";
import { PTZ_LIMITS } from "@vms/api-client";

/** A cruise group: cruise lines run one after another, by index. */
export interface PtzCruiseGroup {
  index: number;
  name: string;
  cruises: number[];
}

/** What a cruise group needs from the channel: its cruise lines and where their presets point. */
export interface CruiseGroupHost extends PtzHead {
  readonly cruises: ReadonlyMap<number, { name: string; presets: readonly { index: number }[] }>;
  readonly presets: ReadonlyMap<number, { position: PtzHead["position"] }>;
  /** A refusal while a track records, else null. */
  motionBlocked(): Outcome | null;
}

/** The cruise groups of one channel (up to 4, each 1..8 cruise lines that exist). */
export class PtzCruiseGroups {
  readonly groups = new Map<number, PtzCruiseGroup>();

  constructor(private readonly host: CruiseGroupHost) {}

  list(): Outcome {
    const groups = [...this.groups.values()].sort(byIndex).map(({ index, name, cruises }) => ({ index, name, cruiseCount: cruises.length }));
    return ok({ groups, maxCount: PTZ_LIMITS.CRUISE_GROUP_MAX, running: runningOf(this.host, "cruiseGroup") });
  }

  /** A group with its cruise lines named. */
  get(index: number | null): Outcome {
    const group = index === null ? undefined : this.groups.get(index);
    if (!group) return failed("cruise group not found");
    const cruises = group.cruises.map((i) => ({ index: i, name: this.host.cruises.get(i)?.name ?? "" }));
    return ok({ index: group.index, name: group.name, cruises });
  }

  add(rawName: unknown, rawCruises: unknown): Outcome {
    const index = freeIndex(this.groups, PTZ_LIMITS.CRUISE_GROUP_MAX);
    if (index === null) return failed(`cruise group limit reached (${PTZ_LIMITS.CRUISE_GROUP_MAX})`);
    const name = checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.groups, name, index)) return failed("cruise group name already exists");
    const cruises = this.checkCruises(rawCruises ?? []);
    if (!Array.isArray(cruises)) return cruises;
    this.groups.set(index, { index, name, cruises });
    return ok({ index });
  }

  modify(index: number | null, rawName: unknown, rawCruises: unknown): Outcome {
    const group = index === null ? undefined : this.groups.get(index);
    if (!group) return failed("cruise group not found");
    const name = rawName === undefined ? group.name : checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.groups, name, group.index)) return failed("cruise group name already exists");
    const cruises = rawCruises === undefined ? group.cruises : this.checkCruises(rawCruises);
    if (!Array.isArray(cruises)) return cruises;
    Object.assign(group, { name, cruises });
    return this.get(group.index);
  }

  remove(index: number | null): Outcome {
    if (index === null || !this.groups.delete(index)) return failed("cruise group not found");
    if (runningOf(this.host, "cruiseGroup") === index) this.host.motion = null;
    return ok();
  }

  /** Runs the group from its first cruise line that visits a preset; whatever ran stops. */
  run(index: number | null): Outcome {
    const group = index === null ? undefined : this.groups.get(index);
    if (!group) return failed("cruise group not found");
    const blocked = this.host.motionBlocked();
    if (blocked) return blocked;
    const first = group.cruises.map((i) => this.host.cruises.get(i)?.presets[0]).find((stop) => stop !== undefined);
    if (!first) return failed("cruise group has no presets to visit");
    this.host.motion = { kind: "cruiseGroup", index: group.index };
    this.host.position = { ...(this.host.presets.get(first.index)?.position ?? this.host.position) };
    return ok({ running: group.index });
  }

  /** Stops a running cruise group (nothing else). */
  stop(): Outcome {
    if (this.host.motion?.kind === "cruiseGroup") this.host.motion = null;
    return ok({ running: null });
  }

  /** A deleted cruise line leaves every group. */
  dropCruise(cruise: number): void {
    for (const group of this.groups.values()) group.cruises = group.cruises.filter((i) => i !== cruise);
  }

  private checkCruises(raw: unknown): number[] | Outcome {
    if (!Array.isArray(raw)) return failed("cruises must be a list");
    if (raw.length > PTZ_LIMITS.CRUISE_GROUP_CRUISE_MAX) return failed(`at most ${PTZ_LIMITS.CRUISE_GROUP_CRUISE_MAX} cruises per group`);
    const cruises: number[] = [];
    for (const item of raw as unknown[]) {
      const index = intParam(typeof item === "object" && item !== null ? (item as Params) : {}, "index");
      if (index === null || !this.host.cruises.has(index)) return failed(`cruise ${String(index ?? "")} not found`);
      cruises.push(index);
    }
    return cruises;
  }
}
