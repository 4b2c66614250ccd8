import { failed, intParam, ok, type Outcome, type Params } from "./outcome.js";
import { ptzCapsLimits, type SupportFun } from "@vms/api-client";
import type { PtzChannelState } from "./ptz-state.js";

type PtzCall = (ptz: PtzChannelState, p: Params) => Outcome;
/** "ptz" calls need a pan/tilt head; "lens" calls only a motorised lens. */
interface PtzApi {
  needs: "ptz" | "lens";
  run: PtzCall;
}

const idx = (p: Params) => intParam(p, "index");

// Both dialects of spec §7 map onto one PtzChannelState, so a preset made through the recorder
// dialect shows up through the IPC one and vice versa.
const PTZ_APIS: Readonly<Record<string, PtzApi>> = {
  // IPC dialect
  PtzGetPresets_I: { needs: "ptz", run: (s) => s.listPresets() },
  PtzGotoPreset_I: { needs: "ptz", run: (s, p) => s.gotoPreset(idx(p)) },
  // IPCs have no "add preset" call: saving the position to a free index creates the preset.
  PtzModifyPresetPosition_I: { needs: "ptz", run: (s, p) => s.savePreset(idx(p), p["name"], false) },
  PtzDeletePreset_I: { needs: "ptz", run: (s, p) => s.deletePreset(idx(p)) },
  PtzGetCruises_I: { needs: "ptz", run: (s) => s.listCruises() },
  PtzGetCruise_I: { needs: "ptz", run: (s, p) => s.getCruise(idx(p)) },
  PtzAddCruise_I: { needs: "ptz", run: (s, p) => s.addCruise(p["name"], p["presets"]) },
  PtzModifyCruise_I: { needs: "ptz", run: (s, p) => s.modifyCruise(idx(p), p["name"], p["presets"]) },
  PtzDeleteCruise_I: { needs: "ptz", run: (s, p) => s.deleteCruise(idx(p)) },
  PtzRunCruise_I: { needs: "ptz", run: (s, p) => s.runCruise(idx(p)) },
  PtzStopCruise_I: { needs: "ptz", run: (s) => s.stopCruise() },
  PtzGetTracks_I: { needs: "ptz", run: (s) => s.tracks.list() },
  PtzStartRecordTrack_I: { needs: "ptz", run: (s, p) => s.tracks.startRecord(idx(p), p["name"]) },
  PtzStopRecordTrack_I: { needs: "ptz", run: (s) => s.tracks.stopRecord() },
  PtzRunTrack_I: { needs: "ptz", run: (s, p) => s.tracks.run(idx(p)) },
  PtzStopTrack_I: { needs: "ptz", run: (s) => s.tracks.stop() },
  PtzRenameTrack_I: { needs: "ptz", run: (s, p) => s.tracks.rename(idx(p), p["name"]) },
  PtzDeleteTrack_I: { needs: "ptz", run: (s, p) => s.tracks.remove(idx(p)) },
  PtzGetCruiseGroups_I: { needs: "ptz", run: (s) => s.groups.list() },
  PtzGetCruiseGroup_I: { needs: "ptz", run: (s, p) => s.groups.get(idx(p)) },
  PtzAddCruiseGroup_I: { needs: "ptz", run: (s, p) => s.groups.add(p["name"], p["cruises"]) },
  PtzModifyCruiseGroup_I: { needs: "ptz", run: (s, p) => s.groups.modify(idx(p), p["name"], p["cruises"]) },
  PtzDeleteCruiseGroup_I: { needs: "ptz", run: (s, p) => s.groups.remove(idx(p)) },
  PtzRunCruiseGroup_I: { needs: "ptz", run: (s, p) => s.groups.run(idx(p)) },
  PtzStopCruiseGroup_I: { needs: "ptz", run: (s) => s.groups.stop() },
  PtzControl_I: { needs: "ptz", run: (s, p) => s.move(p) },
  AZControl_I: { needs: "lens", run: (s, p) => s.lens(p) },
  // Recorder dialect
  queryChlPresetList: { needs: "ptz", run: (s) => s.listPresets() },
  createChlPreset: { needs: "ptz", run: (s, p) => s.savePreset(idx(p), p["name"] ?? "", true) },
  delChlPreset: { needs: "ptz", run: (s, p) => s.deletePreset(idx(p)) },
  goToPtzPreset: { needs: "ptz", run: (s, p) => s.gotoPreset(idx(p)) },
  editChlPresetPosition: {
    needs: "ptz",
    run: (s, p) => (s.presets.has(idx(p) ?? -1) ? s.savePreset(idx(p), undefined, false) : failed("preset not found")),
  },
  editChlPreset: { needs: "ptz", run: (s, p) => s.renamePreset(idx(p), p["name"]) },
  queryChlCruiseList: { needs: "ptz", run: (s) => s.listCruises() },
  queryChlCruise: { needs: "ptz", run: (s, p) => s.getCruise(idx(p)) },
  createChlCruise: { needs: "ptz", run: (s, p) => s.addCruise(p["name"], p["presets"]) },
  delChlCruise: { needs: "ptz", run: (s, p) => s.deleteCruise(idx(p)) },
  runPtzCruise: { needs: "ptz", run: (s, p) => s.runCruise(idx(p)) },
  stopPtzCruise: { needs: "ptz", run: (s) => s.stopCruise() },
  editChlCruise: { needs: "ptz", run: (s, p) => s.modifyCruise(idx(p), p["name"], p["presets"]) },
  queryChlTrackList: { needs: "ptz", run: (s) => s.tracks.list() },
  startChlTrackRecord: { needs: "ptz", run: (s, p) => s.tracks.startRecord(idx(p), p["name"]) },
  stopChlTrackRecord: { needs: "ptz", run: (s) => s.tracks.stopRecord() },
  runPtzTrack: { needs: "ptz", run: (s, p) => s.tracks.run(idx(p)) },
  stopPtzTrack: { needs: "ptz", run: (s) => s.tracks.stop() },
  editChlTrack: { needs: "ptz", run: (s, p) => s.tracks.rename(idx(p), p["name"]) },
  delChlTrack: { needs: "ptz", run: (s, p) => s.tracks.remove(idx(p)) },
  queryChlCruiseGroupList: { needs: "ptz", run: (s) => s.groups.list() },
  queryChlCruiseGroup: { needs: "ptz", run: (s, p) => s.groups.get(idx(p)) },
  createChlCruiseGroup: { needs: "ptz", run: (s, p) => s.groups.add(p["name"], p["cruises"]) },
  editChlCruiseGroup: { needs: "ptz", run: (s, p) => s.groups.modify(idx(p), p["name"], p["cruises"]) },
  delChlCruiseGroup: { needs: "ptz", run: (s, p) => s.groups.remove(idx(p)) },
  runPtzCruiseGroup: { needs: "ptz", run: (s, p) => s.groups.run(idx(p)) },
  stopPtzCruiseGroup: { needs: "ptz", run: (s) => s.groups.stop() },
};

/** True for a PTZ transport API name (either dialect, PtzGetCaps_I included). */
export function isPtzApi(api: string): boolean {
  return api === "PtzGetCaps_I" || api in PTZ_APIS;
}

/** What a channel's supportFun allows. */
export function ptzCapabilities(supportFun: readonly SupportFun[]): { ptz: boolean; lens: boolean } {
  const ptz = supportFun.some((f) => f === "ptz" || f === "baseptz" || f === "intptz");
  return { ptz, lens: ptz || supportFun.includes("az") };
}

/** The channel a PTZ call addresses, as the device knows it. */
export interface PtzTarget {
  supportFun: readonly SupportFun[];
  /** Linked and enabled: a disabled or disconnected camera does not move. */
  online: boolean;
  state: PtzChannelState;
}

/**
 * Runs a PTZ transport API on a channel. PtzGetCaps_I always answers (a fixed camera says
 * `ptz:false`); every other call on a channel without the capability fails "not supported".
 */
export function runPtzApi(api: string, params: Params, target: PtzTarget): Outcome {
  const caps = ptzCapabilities(target.supportFun);
  if (api === "PtzGetCaps_I") {
    return ok({ ...caps, supportFun: target.supportFun, ...ptzCapsLimits() });
  }
  const entry = PTZ_APIS[api];
  if (!entry) return failed("not supported");
  if (!(entry.needs === "ptz" ? caps.ptz : caps.lens)) return failed("not supported");
  if (!target.online) return failed("channel offline");
  return entry.run(target.state, params);
}
