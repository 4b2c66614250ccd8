import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Velocity } from "./onvif-camera.js";

/** One stop of a cruise line (spec §3 Cruise); the preset's name is the camera's, read when listed. */
export interface CruiseStop {
  index: number;
  speed: number;
  holdTime: number;
}

export interface Cruise {
  index: number;
  name: string;
  presets: CruiseStop[];
}

/** A recorded movement, `atMs` after recording began. */
export type TrackStep = { atMs: number } & ({ kind: "move"; velocity: Velocity } | { kind: "stop" } | { kind: "preset"; index: number });

export interface Track {
  index: number;
  name: string;
  /** Where recording began (the camera's PTZ status), or null when the camera does not report it. */
  start: Velocity | null;
  steps: TrackStep[];
  /** How long the recording lasted: one replay loop. */
  durationMs: number;
}

export interface CruiseGroup {
  index: number;
  name: string;
  cruises: number[];
}

/** What the bridge keeps per camera: ONVIF has presets but no cruises, tracks or groups. */
export interface PtzMemory {
  /** Our preset index (1–255) → the camera's ONVIF preset token. */
  presets: Record<string, string>;
  cruises: Cruise[];
  tracks: Track[];
  groups: CruiseGroup[];
}

export const emptyMemory = (): PtzMemory => ({ presets: {}, cruises: [], tracks: [], groups: [] });

/**
 * PTZ memory in JSON files of the data folder, one per camera, named after its ONVIF address so a
 * camera keeps its presets' indexes, cruises and tracks when the config reorders its channels.
 */
export class PtzStore {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    return join(this.dir, `ptz-${key.replace(/[^A-Za-z0-9._-]/g, "_")}.json`);
  }

  load(key: string): PtzMemory {
    try {
      const parsed = JSON.parse(readFileSync(this.file(key), "utf8")) as Partial<PtzMemory>;
      return { ...emptyMemory(), ...parsed };
    } catch {
      return emptyMemory();
    }
  }

  /** Writes through a temporary file, so a crash mid-write leaves the previous memory. */
  save(key: string, memory: PtzMemory): void {
    mkdirSync(this.dir, { recursive: true });
    const file = this.file(key);
    writeFileSync(`${file}.tmp`, JSON.stringify(memory));
    renameSync(`${file}.tmp`, file);
  }
}
