import { intParam, PTZ_LIMITS, type TransportParams as Params } from "@vms/api-client";
import type { PtzCamera, Velocity } from "./onvif-camera.js";
import { PtzCruises } from "./ptz-cruises.js";
import { MOVE_TIMEOUT_MS, PtzMotion, velocityOf, type Sleep } from "./ptz-motion.js";
import { checkName, failed, freeIndex, inRange, nameTaken, ok, type PtzAnswer } from "./ptz-rules.js";
import type { PtzMemory, PtzStore } from "./ptz-store.js";
import { PtzTracks } from "./ptz-tracks.js";

const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  up: [0, 1], down: [0, -1], left: [-1, 0], right: [1, 0],
  upLeft: [-1, 1], upRight: [1, 1], downLeft: [-1, -1], downRight: [1, -1],
};
const DEGREES_PER_SPEED = 5;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * A step's ContinuousMove carries a Timeout, but some cameras ignore it: the bridge sends Stop itself
 * this long after the timeout, unless another move or a stop came first.
 */
const STOP_GUARD_MARGIN_MS = 250;
/** How long a rename waits for the head to reach the preset before saving it again. */
const SETTLE_POLLS = 20;
const SETTLE_POLL_MS = 250;

export interface PtzChannelOptions {
  key: string;
  store: PtzStore;
  sleep: Sleep;
  log: (line: string) => void;
}

/**
 * The PTZ of one ONVIF camera as a recorder channel: presets live on the camera (our index 1–255 ↔
 * its token, kept in the store), cruises, groups and tracks in the bridge. The position answered is
 * the bridge's estimate from the steps it sent (ONVIF moves are continuous); the console uses its
 * zoom level to enable its zoom buttons.
 */
export class PtzChannel {
  camera: PtzCamera | null = null;
  private readonly memory: PtzMemory;
  /** The camera's presets by our index, as last listed or saved. */
  private readonly listed = new Map<number, { name: string; position: Velocity | null }>();
  readonly cruises: PtzCruises;
  readonly tracks: PtzTracks;
  readonly motion: PtzMotion;
  private position: { pan: number; tilt: number; zoom: number } = { pan: 0, tilt: 0, zoom: PTZ_LIMITS.ZOOM.MIN };
  private chain: Promise<unknown> = Promise.resolve();
  private stopGuard: NodeJS.Timeout | null = null;

  constructor(private readonly options: PtzChannelOptions) {
    this.memory = options.store.load(options.key);
    this.cruises = new PtzCruises(this.memory, (i) => this.listed.get(i)?.name);
    this.tracks = new PtzTracks(this.memory);
    this.motion = new PtzMotion(() => this.camera, (i) => this.memory.presets[i], options.sleep, options.log);
  }

  /** One call at a time per camera: two adds at once must not take the same free index. */
  exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => {});
    return next;
  }

  /** Ends what the bridge runs on this camera (shutdown). */
  close(): void {
    this.motion.halt();
    this.clearGuard();
  }

  private clearGuard(): void {
    if (this.stopGuard) clearTimeout(this.stopGuard);
    this.stopGuard = null;
  }

  /** Persists the memory after a change that succeeded. */
  save(answer: PtzAnswer): PtzAnswer {
    if (answer.status === "success") this.options.store.save(this.options.key, this.memory);
    return answer;
  }

  private get cam(): PtzCamera {
    if (!this.camera) throw new Error("camera offline");
    return this.camera;
  }

  /** The camera's presets with our indexes: new ones get the lowest free index, vanished ones leave. */
  private async syncPresets(): Promise<{ index: number; name: string }[]> {
    const onCamera = await this.cam.getPresets();
    const tokens = new Set(onCamera.map((p) => p.token));
    let changed = false;
    for (const [index, token] of Object.entries(this.memory.presets)) {
      if (tokens.has(token)) continue;
      delete this.memory.presets[index];
      this.cruises.dropPreset(Number(index));
      changed = true;
    }
    const indexOf = new Map(Object.entries(this.memory.presets).map(([i, t]) => [t, Number(i)]));
    const listed: { index: number; name: string; position: Velocity | null }[] = [];
    for (const preset of onCamera) {
      let index = indexOf.get(preset.token);
      if (index === undefined) {
        const free = freeIndex(Object.keys(this.memory.presets).map(Number), PTZ_LIMITS.PRESET_MAX);
        if (free === null) continue;
        index = free;
        this.memory.presets[index] = preset.token;
        changed = true;
      }
      listed.push({ index, name: preset.name, position: preset.position });
    }
    this.listed.clear();
    for (const { index, name, position } of listed) this.listed.set(index, { name, position });
    if (changed) this.options.store.save(this.options.key, this.memory);
    return listed.sort((a, b) => a.index - b.index);
  }

  async listPresets(): Promise<PtzAnswer> {
    const presets = (await this.syncPresets()).map(({ index, name }) => ({ index, name, position: this.positionOf(index) }));
    return ok({ presets, maxCount: PTZ_LIMITS.PRESET_MAX });
  }

  /**
   * Saves the current position as preset `index` (lowest free when absent), creating it when new
   * (SetPreset without a token) or overwriting it (with its token). `mustBeNew` for createChlPreset.
   */
  async savePreset(index: number | null, rawName: unknown, mustBeNew: boolean): Promise<PtzAnswer> {
    const listed = await this.syncPresets();
    const target = index ?? freeIndex(listed.map((p) => p.index), PTZ_LIMITS.PRESET_MAX);
    if (target === null) return failed(`preset limit reached (${PTZ_LIMITS.PRESET_MAX})`);
    if (target < 1 || target > PTZ_LIMITS.PRESET_MAX) return failed(`preset index out of range (1-${PTZ_LIMITS.PRESET_MAX})`);
    const token = this.memory.presets[target];
    if (token !== undefined && mustBeNew) return failed(`preset ${target} already exists`);
    const name = rawName === undefined || rawName === null ? (this.listed.get(target)?.name ?? `Preset ${target}`) : checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(listed, name, target)) return failed("preset name already exists");
    this.memory.presets[target] = await this.cam.setPreset(name, token);
    this.listed.set(target, { name, position: null });
    return this.save(ok({ index: target }));
  }

  /** Saves the current position into an existing preset (editChlPresetPosition). */
  async savePosition(index: number | null): Promise<PtzAnswer> {
    if (index === null || this.memory.presets[index] === undefined) return failed("preset not found");
    return this.savePreset(index, undefined, false);
  }

  /**
   * Renames a preset. ONVIF renames only through SetPreset, which also stores the current position,
   * so the head first goes to the preset and settles there (as the console does for cameras).
   */
  async renamePreset(index: number | null, rawName: unknown): Promise<PtzAnswer> {
    const token = index === null ? undefined : this.memory.presets[index];
    if (index === null || token === undefined) return failed("preset not found");
    const name = checkName(rawName);
    if (typeof name !== "string") return name;
    if (nameTaken(await this.syncPresets(), name, index)) return failed("preset name already exists");
    this.motion.halt();
    await this.cam.gotoPreset(token);
    await this.settle();
    await this.cam.setPreset(name, token);
    this.listed.set(index, { name, position: this.listed.get(index)?.position ?? null });
    return ok({ index });
  }

  /**
   * A preset's position in the protocol's terms (pan 0–359°, tilt 0–90°, zoom 1–4), from ONVIF's
   * generic spaces (pan and tilt −1…1, zoom 0…1): what a camera's degrees are is its own business.
   */
  private positionOf(index: number): { pan: number; tilt: number; zoom: number } | null {
    const at = this.listed.get(index)?.position;
    if (!at) return null;
    return {
      pan: Math.round(((at.x + 1) * 180) % 360),
      tilt: Math.round(clamp((at.y + 1) * 45, 0, 90)),
      zoom: Math.round(clamp(1 + at.zoom * 3, PTZ_LIMITS.ZOOM.MIN, PTZ_LIMITS.ZOOM.MAX)),
    };
  }

  private async settle(): Promise<void> {
    const never = new AbortController().signal;
    for (let i = 0; i < SETTLE_POLLS; i++) {
      const moving = await this.cam.status().then((s) => s.moving, () => false);
      if (!moving) return;
      await this.options.sleep(SETTLE_POLL_MS, never);
    }
  }

  async deletePreset(index: number | null): Promise<PtzAnswer> {
    const token = index === null ? undefined : this.memory.presets[index];
    if (index === null || token === undefined) return failed("preset not found");
    await this.cam.removePreset(token);
    delete this.memory.presets[index];
    this.listed.delete(index);
    this.cruises.dropPreset(index);
    return this.save(ok());
  }

  async gotoPreset(index: number | null): Promise<PtzAnswer> {
    const token = index === null ? undefined : this.memory.presets[index];
    if (index === null || token === undefined) return failed("preset not found");
    this.motion.halt();
    await this.cam.gotoPreset(token);
    this.tracks.recordStep({ kind: "preset", index });
    this.position = this.positionOf(index) ?? this.position;
    return ok({ position: this.position });
  }

  /** PtzControl_I: a step of ContinuousMove (Timeout one second) at speed/8, or Stop. */
  async move(params: Params): Promise<PtzAnswer> {
    const action = typeof params["action"] === "string" ? params["action"] : "";
    const speed = inRange(intParam(params, "speed"), PTZ_LIMITS.SPEED.DEFAULT, PTZ_LIMITS.SPEED, "speed");
    if (typeof speed !== "number") return speed;
    if (action === "stop") return this.stopHead();
    if (action === "zoomIn" || action === "zoomOut") return this.zoom(action, speed);
    const dir = DIRECTIONS[action];
    if (!dir) return failed(`unknown action "${action}"`);
    const v = velocityOf(speed);
    await this.step({ x: dir[0] * v, y: dir[1] * v, zoom: 0 });
    const degrees = speed * DEGREES_PER_SPEED;
    this.position = { ...this.position, pan: (((this.position.pan + dir[0] * degrees) % 360) + 360) % 360, tilt: clamp(this.position.tilt + dir[1] * degrees, 0, 90) };
    return ok({ position: this.position });
  }

  /** AZControl_I: zoom through the PTZ service; focus and iris are the imaging service's, not bridged. */
  async lens(params: Params): Promise<PtzAnswer> {
    const action = typeof params["action"] === "string" ? params["action"] : "";
    if (action === "zoomIn" || action === "zoomOut") return this.zoom(action, PTZ_LIMITS.SPEED.DEFAULT);
    if (action === "stop") return this.stopHead();
    return ["focusNear", "focusFar", "irisOpen", "irisClose"].includes(action) ? failed("not supported") : failed(`unknown action "${action}"`);
  }

  private async zoom(action: "zoomIn" | "zoomOut", speed: number): Promise<PtzAnswer> {
    const sign = action === "zoomIn" ? 1 : -1;
    await this.step({ x: 0, y: 0, zoom: sign * velocityOf(speed) });
    this.position = { ...this.position, zoom: clamp(this.position.zoom + sign, PTZ_LIMITS.ZOOM.MIN, PTZ_LIMITS.ZOOM.MAX) };
    return ok({ position: this.position });
  }

  /** A manual move ends whatever runs and is recorded into a recording track. */
  private async step(velocity: Velocity): Promise<void> {
    this.motion.halt();
    this.clearGuard();
    await this.cam.continuousMove(velocity, MOVE_TIMEOUT_MS);
    this.tracks.recordStep({ kind: "move", velocity });
    const camera = this.cam;
    this.stopGuard = setTimeout(() => {
      this.stopGuard = null;
      void camera.stop().catch(() => {});
    }, MOVE_TIMEOUT_MS + STOP_GUARD_MARGIN_MS);
    this.stopGuard.unref();
  }

  private async stopHead(): Promise<PtzAnswer> {
    this.clearGuard();
    await this.cam.stop();
    this.tracks.recordStep({ kind: "stop" });
    return ok({ position: this.position });
  }

  /** Starts a track recording from where the head is (null when the camera does not say). */
  async startRecord(index: number | null, rawName: unknown): Promise<PtzAnswer> {
    const blocked = this.tracks.busy();
    if (blocked) return blocked;
    const start = await this.cam.status().then((s) => s.position, () => null);
    const answer = this.tracks.startRecord(index, rawName, start);
    if (answer.status === "success") this.motion.halt();
    return this.save(answer);
  }
}
