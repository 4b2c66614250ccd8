import { intParam, ptzCapsLimits, type SupportFun, type TransportParams as Params } from "@vms/api-client";
import type { PtzCamera } from "./onvif-camera.js";
import { PtzChannel } from "./ptz-channel.js";
import { realSleep, type MotionKind, type Sleep } from "./ptz-motion.js";
import { failed, isAnswer, ok, type PtzAnswer } from "./ptz-rules.js";
import { PtzStore } from "./ptz-store.js";

/** How the device connection reaches PTZ: the transport APIs it passes on, per channel. */
export interface PtzPort {
  handles(api: string): boolean;
  run(chlIndex: number, api: string, params: Params): Promise<PtzAnswer>;
  capabilities(chlIndex: number): PtzCapabilities;
}

export interface PtzCapabilities {
  ptz: boolean;
  lens: boolean;
  supportFun: SupportFun[];
}

/** What the bridge knows of a channel's camera. */
export interface PtzChannelSource {
  /** Stable identity of the camera (its ONVIF `host:port`): its PTZ memory is filed under it. */
  key: string;
  /** A PTZ service with a PTZ configuration on the main profile (known from the last connection). */
  ptz: boolean;
  /** The connected camera, or null while it does not answer. */
  camera: PtzCamera | null;
}

export interface OnvifPtzOptions {
  /** The bridge's data folder: the PTZ memory of each camera is a JSON file there. */
  dataDir: string;
  /** The channel's camera, or undefined for a channel that does not exist. */
  channel: (chlIndex: number) => PtzChannelSource | undefined;
  sleep?: Sleep;
  log?: (line: string) => void;
}

type Call = (channel: PtzChannel, params: Params) => PtzAnswer | Promise<PtzAnswer>;
const idx = (p: Params) => intParam(p, "index");

/** Starts a cruise line (ending whatever runs); refused while a track records. */
function runCruise(channel: PtzChannel, index: number | null): PtzAnswer {
  const cruise = channel.cruises.runnable(index);
  if (isAnswer(cruise)) return cruise;
  const blocked = channel.tracks.busy();
  if (blocked) return blocked;
  channel.motion.runCruise(cruise);
  return ok({ running: cruise.index });
}

/** Replays a track (ending whatever runs); refused while one records. */
function runTrack(channel: PtzChannel, index: number | null): PtzAnswer {
  const track = channel.tracks.runnable(index);
  if (isAnswer(track)) return track;
  channel.motion.runTrack(track);
  return ok({ running: track.index });
}

function stopMotion(channel: PtzChannel, kind: MotionKind): PtzAnswer {
  channel.motion.stop(kind);
  return ok({ running: null });
}

function runGroup(channel: PtzChannel, index: number | null): PtzAnswer {
  const cruises = channel.cruises.runnableGroup(index);
  if (isAnswer(cruises)) return cruises;
  const blocked = channel.tracks.busy();
  if (blocked) return blocked;
  channel.motion.runGroup(index ?? 0, cruises);
  return ok({ running: index });
}

/** A deleted cruise or track that runs stops running. */
function removeMotion(channel: PtzChannel, kind: MotionKind, index: number | null, answer: PtzAnswer): PtzAnswer {
  if (answer.status === "success" && channel.motion.running(kind) === index) channel.motion.stop(kind);
  return channel.save(answer);
}

// Both dialects of spec §7 work on one memory per camera (docs/device-protocol.md "PTZ").
const presets = {
  list: (c: PtzChannel) => c.listPresets(),
  goto: (c: PtzChannel, p: Params) => c.gotoPreset(idx(p)),
  remove: (c: PtzChannel, p: Params) => c.deletePreset(idx(p)),
} satisfies Record<string, Call>;
const cruises = {
  list: (c: PtzChannel) => c.cruises.list(c.motion.running("cruise")),
  get: (c: PtzChannel, p: Params) => c.cruises.get(idx(p)),
  add: (c: PtzChannel, p: Params) => c.save(c.cruises.add(p["name"], p["presets"])),
  modify: (c: PtzChannel, p: Params) => c.save(c.cruises.modify(idx(p), p["name"], p["presets"])),
  remove: (c: PtzChannel, p: Params) => removeMotion(c, "cruise", idx(p), c.cruises.remove(idx(p))),
  run: (c: PtzChannel, p: Params) => runCruise(c, idx(p)),
  stop: (c: PtzChannel) => stopMotion(c, "cruise"),
} satisfies Record<string, Call>;
const tracks = {
  list: (c: PtzChannel) => c.tracks.list(c.motion.running("track")),
  startRecord: (c: PtzChannel, p: Params) => c.startRecord(idx(p), p["name"]),
  stopRecord: (c: PtzChannel) => c.save(c.tracks.stopRecord()),
  run: (c: PtzChannel, p: Params) => runTrack(c, idx(p)),
  stop: (c: PtzChannel) => stopMotion(c, "track"),
  rename: (c: PtzChannel, p: Params) => c.save(c.tracks.rename(idx(p), p["name"])),
  remove: (c: PtzChannel, p: Params) => removeMotion(c, "track", idx(p), c.tracks.remove(idx(p))),
} satisfies Record<string, Call>;
const groups = {
  list: (c: PtzChannel) => c.cruises.listGroups(c.motion.running("cruiseGroup")),
  get: (c: PtzChannel, p: Params) => c.cruises.getGroup(idx(p)),
  add: (c: PtzChannel, p: Params) => c.save(c.cruises.addGroup(p["name"], p["cruises"])),
  modify: (c: PtzChannel, p: Params) => c.save(c.cruises.modifyGroup(idx(p), p["name"], p["cruises"])),
  remove: (c: PtzChannel, p: Params) => removeMotion(c, "cruiseGroup", idx(p), c.cruises.removeGroup(idx(p))),
  run: (c: PtzChannel, p: Params) => runGroup(c, idx(p)),
  stop: (c: PtzChannel) => stopMotion(c, "cruiseGroup"),
} satisfies Record<string, Call>;

const APIS: Readonly<Record<string, Call>> = {
  PtzGetPresets_I: presets.list, queryChlPresetList: presets.list,
  PtzGotoPreset_I: presets.goto, goToPtzPreset: presets.goto,
  PtzDeletePreset_I: presets.remove, delChlPreset: presets.remove,
  // IPCs have no "add preset" call: saving the position to a free index creates the preset.
  PtzModifyPresetPosition_I: (c, p) => c.savePreset(idx(p), p["name"], false),
  createChlPreset: (c, p) => c.savePreset(idx(p), p["name"] ?? "", true),
  editChlPresetPosition: (c, p) => c.savePosition(idx(p)),
  editChlPreset: (c, p) => c.renamePreset(idx(p), p["name"]),
  PtzGetCruises_I: cruises.list, queryChlCruiseList: cruises.list,
  PtzGetCruise_I: cruises.get, queryChlCruise: cruises.get,
  PtzAddCruise_I: cruises.add, createChlCruise: cruises.add,
  PtzModifyCruise_I: cruises.modify, editChlCruise: cruises.modify,
  PtzDeleteCruise_I: cruises.remove, delChlCruise: cruises.remove,
  PtzRunCruise_I: cruises.run, runPtzCruise: cruises.run,
  PtzStopCruise_I: cruises.stop, stopPtzCruise: cruises.stop,
  PtzGetTracks_I: tracks.list, queryChlTrackList: tracks.list,
  PtzStartRecordTrack_I: tracks.startRecord, startChlTrackRecord: tracks.startRecord,
  PtzStopRecordTrack_I: tracks.stopRecord, stopChlTrackRecord: tracks.stopRecord,
  PtzRunTrack_I: tracks.run, runPtzTrack: tracks.run,
  PtzStopTrack_I: tracks.stop, stopPtzTrack: tracks.stop,
  PtzRenameTrack_I: tracks.rename, editChlTrack: tracks.rename,
  PtzDeleteTrack_I: tracks.remove, delChlTrack: tracks.remove,
  PtzGetCruiseGroups_I: groups.list, queryChlCruiseGroupList: groups.list,
  PtzGetCruiseGroup_I: groups.get, queryChlCruiseGroup: groups.get,
  PtzAddCruiseGroup_I: groups.add, createChlCruiseGroup: groups.add,
  PtzModifyCruiseGroup_I: groups.modify, editChlCruiseGroup: groups.modify,
  PtzDeleteCruiseGroup_I: groups.remove, delChlCruiseGroup: groups.remove,
  PtzRunCruiseGroup_I: groups.run, runPtzCruiseGroup: groups.run,
  PtzStopCruiseGroup_I: groups.stop, stopPtzCruiseGroup: groups.stop,
  PtzControl_I: (c, p) => c.move(p),
  AZControl_I: (c, p) => c.lens(p),
};

/** Network trouble is the camera being away; a SOAP fault is the camera refusing. */
function cameraFailure(error: unknown): PtzAnswer {
  const message = (error as Error).message;
  if (/ONVIF SOAP Fault/i.test(message)) return failed(`camera refused: ${message.replace(/^ONVIF SOAP Fault:\s*/i, "")}`);
  return failed("channel offline");
}

/**
 * The console's PTZ transport APIs on ONVIF cameras: moves and presets through the camera's PTZ
 * service, cruises, cruise groups and tracks run by the bridge from presets (spec §9 limits).
 */
export class OnvifPtz implements PtzPort {
  private readonly channels = new Map<string, PtzChannel>();
  private readonly store: PtzStore;

  constructor(private readonly options: OnvifPtzOptions) {
    this.store = new PtzStore(options.dataDir);
  }

  handles(api: string): boolean {
    return api === "PtzGetCaps_I" || api in APIS;
  }

  capabilities(chlIndex: number): PtzCapabilities {
    const ptz = this.options.channel(chlIndex)?.ptz ?? false;
    return { ptz, lens: ptz, supportFun: ptz ? ["ptz"] : [] };
  }

  async run(chlIndex: number, api: string, params: Params): Promise<PtzAnswer> {
    const source = this.options.channel(chlIndex);
    if (api === "PtzGetCaps_I") return this.caps(chlIndex);
    const call = APIS[api];
    if (!call) return failed("not supported");
    if (!source) return failed("channel not found");
    if (!source.ptz) return failed("not supported");
    if (!source.camera) return failed("channel offline");
    const channel = this.channelOf(source);
    try {
      return await channel.exclusive(async () => call(channel, params));
    } catch (error) {
      return cameraFailure(error);
    }
  }

  /** Ends every cruise, group and track the bridge runs (on shutdown). */
  close(): void {
    for (const channel of this.channels.values()) channel.close();
  }

  private channelOf(source: PtzChannelSource): PtzChannel {
    let channel = this.channels.get(source.key);
    if (!channel) {
      channel = new PtzChannel({ key: source.key, store: this.store, sleep: this.options.sleep ?? realSleep, log: this.options.log ?? (() => {}) });
      this.channels.set(source.key, channel);
    }
    channel.camera = source.camera;
    return channel;
  }

  private caps(chlIndex: number): PtzAnswer {
    return ok({ ...this.capabilities(chlIndex), ...ptzCapsLimits() });
  }
}
