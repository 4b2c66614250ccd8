import { failed, intParam, ok, type Outcome, type Params } from "./outcome.js";
import { byIndex, checkName, freeIndex, nameTaken, runningOf, type PtzHead, type PtzMotion, type PtzPosition } from "./ptz-common.js";
import { PtzCruiseGroups } from "./ptz-cruise-groups.js";
import { PTZ_LIMITS } from "@vms/api-client";
import { PtzTracks } from "./ptz-tracks.js";

export type { PtzPosition } from "./ptz-common.js";

/** A stored preset (spec §3 Presets). */
export interface PtzPreset {
  index: number;
  name: string;
  position: PtzPosition;
}

/** One stop of a cruise (spec §3 Cruise). */
export interface CruiseStop {
  index: number;
  name: string;
  speed: number;
  holdTime: number;
}

/** A cruise line. */
export interface PtzCruise {
  index: number;
  name: string;
  presets: CruiseStop[];
}

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  up: [0, 1], down: [0, -1], left: [-1, 0], right: [1, 0],
  upLeft: [-1, 1], upRight: [1, 1], downLeft: [-1, -1], downRight: [1, -1],
};
const DEGREES_PER_SPEED = 5;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

function inRange(value: number | null, fallback: number, min: number, max: number, what: string): number | Outcome {
  if (value === null) return fallback;
  return value >= min && value <= max ? value : failed(`${what} out of range (${min}-${max})`);
}

/**
 * The PTZ memory of one channel, shared by both transport dialects (the IPC `…_I` calls and the
 * recorder calls operate on the same presets, cruises, tracks and cruise groups). Every operation
 * validates like a device does and answers an Outcome instead of throwing.
 */
export class PtzChannelState implements PtzHead {
  readonly presets = new Map<number, PtzPreset>();
  readonly cruises = new Map<number, PtzCruise>();
  position: PtzPosition = { pan: 0, tilt: 0, zoom: PTZ_LIMITS.ZOOM.MIN };
  /** The one cruise, track or cruise group that runs. */
  motion: PtzMotion | null = null;
  readonly tracks = new PtzTracks(this);
  readonly groups = new PtzCruiseGroups(this);

  /** A refusal while a track records (a run would end up in the recording), else null. */
  motionBlocked(): Outcome | null {
    return this.tracks.busy();
  }

  /** Presets by index. */
  listPresets(): Outcome {
    return ok({ presets: [...this.presets.values()].sort(byIndex), maxCount: PTZ_LIMITS.PRESET_MAX });
  }

  /**
   * Stores the current position as preset `index` (the lowest free index when absent), creating it
   * when new. A new preset needs a name (defaults to "Preset N"); names are unique per channel.
   */
  savePreset(index: number | null, rawName: unknown, mustBeNew: boolean): Outcome {
    let target = index;
    if (target === null) {
      target = freeIndex(this.presets, PTZ_LIMITS.PRESET_MAX);
      if (target === null) return failed(`preset limit reached (${PTZ_LIMITS.PRESET_MAX})`);
    }
    if (target < 1 || target > PTZ_LIMITS.PRESET_MAX) return failed(`preset index out of range (1-${PTZ_LIMITS.PRESET_MAX})`);
    const existing = this.presets.get(target);
    if (existing && mustBeNew) return failed(`preset ${target} already exists`);
    const name = rawName === undefined || rawName === null ? (existing?.name ?? `Preset ${target}`) : checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.presets, name, target)) return failed("preset name already exists");
    this.presets.set(target, { index: target, name, position: { ...this.position } });
    return ok({ index: target });
  }

  renamePreset(index: number | null, rawName: unknown): Outcome {
    const preset = index === null ? undefined : this.presets.get(index);
    if (!preset) return failed("preset not found");
    const name = checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.presets, name, preset.index)) return failed("preset name already exists");
    preset.name = name;
    for (const cruise of this.cruises.values()) for (const stop of cruise.presets) if (stop.index === preset.index) stop.name = name;
    return ok({ index: preset.index });
  }

  /** Deletes a preset and drops it from the cruises that visit it. */
  deletePreset(index: number | null): Outcome {
    if (index === null || !this.presets.delete(index)) return failed("preset not found");
    for (const cruise of this.cruises.values()) cruise.presets = cruise.presets.filter((stop) => stop.index !== index);
    return ok();
  }

  gotoPreset(index: number | null): Outcome {
    const preset = index === null ? undefined : this.presets.get(index);
    if (!preset) return failed("preset not found");
    this.motion = null;
    this.position = { ...preset.position };
    this.tracks.recordStep(this.position);
    return ok({ position: this.position });
  }

  listCruises(): Outcome {
    const cruises = [...this.cruises.values()].sort(byIndex).map(({ index, name, presets }) => ({ index, name, presetCount: presets.length }));
    return ok({ cruises, maxCount: PTZ_LIMITS.CRUISE_MAX, running: runningOf(this, "cruise") });
  }

  getCruise(index: number | null): Outcome {
    const cruise = index === null ? undefined : this.cruises.get(index);
    return cruise ? ok(cruise) : failed("cruise not found");
  }

  addCruise(rawName: unknown, rawStops: unknown): Outcome {
    const index = freeIndex(this.cruises, PTZ_LIMITS.CRUISE_MAX);
    if (index === null) return failed(`cruise limit reached (${PTZ_LIMITS.CRUISE_MAX})`);
    const name = checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.cruises, name, index)) return failed("cruise name already exists");
    const stops = this.checkStops(rawStops ?? []);
    if (!Array.isArray(stops)) return stops;
    this.cruises.set(index, { index, name, presets: stops });
    return ok({ index });
  }

  modifyCruise(index: number | null, rawName: unknown, rawStops: unknown): Outcome {
    const cruise = index === null ? undefined : this.cruises.get(index);
    if (!cruise) return failed("cruise not found");
    const name = rawName === undefined ? cruise.name : checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(this.cruises, name, cruise.index)) return failed("cruise name already exists");
    const stops = rawStops === undefined ? cruise.presets : this.checkStops(rawStops);
    if (!Array.isArray(stops)) return stops;
    Object.assign(cruise, { name, presets: stops });
    return ok(cruise);
  }

  deleteCruise(index: number | null): Outcome {
    if (index === null || !this.cruises.delete(index)) return failed("cruise not found");
    if (runningOf(this, "cruise") === index) this.motion = null;
    this.groups.dropCruise(index);
    return ok();
  }

  runCruise(index: number | null): Outcome {
    const cruise = index === null ? undefined : this.cruises.get(index);
    if (!cruise) return failed("cruise not found");
    const first = cruise.presets[0];
    if (!first) return failed("cruise has no presets");
    const blocked = this.motionBlocked();
    if (blocked) return blocked;
    this.motion = { kind: "cruise", index: cruise.index };
    this.position = { ...(this.presets.get(first.index)?.position ?? this.position) };
    return ok({ running: cruise.index });
  }

  /** Stops a running cruise line (a track or cruise group keeps running). */
  stopCruise(): Outcome {
    if (this.motion?.kind === "cruise") this.motion = null;
    return ok({ running: null });
  }

  /** One pan/tilt/zoom step (`action` as in PtzControl_I); a manual move stops what runs and is recorded into a recording track. */
  move(params: Params): Outcome {
    const action = typeof params["action"] === "string" ? params["action"] : "";
    const speed = inRange(intParam(params, "speed"), PTZ_LIMITS.SPEED.DEFAULT, PTZ_LIMITS.SPEED.MIN, PTZ_LIMITS.SPEED.MAX, "speed");
    if (typeof speed !== "number") return speed;
    if (action === "stop") return ok({ position: this.position });
    if (action === "zoomIn" || action === "zoomOut") return this.zoom(action);
    const dir = MOVES[action];
    if (!dir) return failed(`unknown action "${action}"`);
    this.motion = null;
    const step = speed * DEGREES_PER_SPEED;
    this.position = {
      pan: (((this.position.pan + dir[0] * step) % 360) + 360) % 360,
      tilt: clamp(this.position.tilt + dir[1] * step, 0, 90),
      zoom: this.position.zoom,
    };
    this.tracks.recordStep(this.position);
    return ok({ position: this.position });
  }

  /** Motorised lens (AZControl_I): zoom clamps to 1..4; focus is accepted and changes nothing visible. */
  lens(params: Params): Outcome {
    const action = typeof params["action"] === "string" ? params["action"] : "";
    if (action === "zoomIn" || action === "zoomOut") return this.zoom(action);
    if (["focusNear", "focusFar", "irisOpen", "irisClose", "stop"].includes(action)) return ok({ position: this.position });
    return failed(`unknown action "${action}"`);
  }

  private zoom(action: "zoomIn" | "zoomOut"): Outcome {
    const zoom = clamp(this.position.zoom + (action === "zoomIn" ? 1 : -1), PTZ_LIMITS.ZOOM.MIN, PTZ_LIMITS.ZOOM.MAX);
    this.position = { ...this.position, zoom };
    this.tracks.recordStep(this.position);
    return ok({ position: this.position });
  }

  private checkStops(raw: unknown): CruiseStop[] | Outcome {
    if (!Array.isArray(raw)) return failed("presets must be a list");
    if (raw.length > PTZ_LIMITS.CRUISE_PRESET_MAX) return failed(`at most ${PTZ_LIMITS.CRUISE_PRESET_MAX} presets per cruise`);
    const stops: CruiseStop[] = [];
    for (const item of raw as unknown[]) {
      const p: Params = typeof item === "object" && item !== null ? (item as Params) : {};
      const preset = this.presets.get(intParam(p, "index") ?? -1);
      if (!preset) return failed(`preset ${String(p["index"])} not found`);
      const { SPEED, HOLD_TIME } = PTZ_LIMITS;
      const speed = inRange(intParam(p, "speed"), SPEED.DEFAULT, SPEED.MIN, SPEED.MAX, "speed");
      if (typeof speed !== "number") return speed;
      const holdTime = inRange(intParam(p, "holdTime"), HOLD_TIME.DEFAULT, HOLD_TIME.MIN, HOLD_TIME.MAX, "holdTime");
      if (typeof holdTime !== "number") return holdTime;
      stops.push({ index: preset.index, name: preset.name, speed, holdTime });
    }
    return stops;
  }
}
