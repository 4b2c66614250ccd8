import type { RequestOf } from "@vms/api-client";
import { DEV_TYPE } from "@vms/api-client";

type TransportApi = RequestOf<"/device/transport">["api"];

/** Spec §7 transportApi: cameras speak the `…_I` dialect, recorders (and other device types) the other. */
export type PtzDialect = "ipc" | "recorder";

/** Spec §3 Device type 1 is a camera (IPC); every other type passes PTZ through the recorder dialect. */
export function dialectOf(devType: number | undefined): PtzDialect {
  return devType === undefined || devType === DEV_TYPE.IPC ? "ipc" : "recorder";
}

/** The preset, cruise, track and cruise group operations, named once, with the API each dialect uses. */
export type PtzOperation =
  | "listPresets" | "savePosition" | "deletePreset" | "gotoPreset"
  | "listCruises" | "getCruise" | "addCruise" | "editCruise" | "deleteCruise" | "runCruise" | "stopCruise"
  | "listTracks" | "startRecordTrack" | "stopRecordTrack" | "runTrack" | "stopTrack" | "renameTrack" | "deleteTrack"
  | "listCruiseGroups" | "getCruiseGroup" | "addCruiseGroup" | "editCruiseGroup" | "deleteCruiseGroup" | "runCruiseGroup" | "stopCruiseGroup";

const APIS: Record<PtzOperation, Record<PtzDialect, TransportApi>> = {
  listPresets: { ipc: "PtzGetPresets_I", recorder: "queryChlPresetList" },
  savePosition: { ipc: "PtzModifyPresetPosition_I", recorder: "editChlPresetPosition" },
  deletePreset: { ipc: "PtzDeletePreset_I", recorder: "delChlPreset" },
  gotoPreset: { ipc: "PtzGotoPreset_I", recorder: "goToPtzPreset" },
  listCruises: { ipc: "PtzGetCruises_I", recorder: "queryChlCruiseList" },
  getCruise: { ipc: "PtzGetCruise_I", recorder: "queryChlCruise" },
  addCruise: { ipc: "PtzAddCruise_I", recorder: "createChlCruise" },
  editCruise: { ipc: "PtzModifyCruise_I", recorder: "editChlCruise" },
  deleteCruise: { ipc: "PtzDeleteCruise_I", recorder: "delChlCruise" },
  runCruise: { ipc: "PtzRunCruise_I", recorder: "runPtzCruise" },
  stopCruise: { ipc: "PtzStopCruise_I", recorder: "stopPtzCruise" },
  // Spec §7 names no track or cruise group calls; ours follow the cruise ones (docs/device-protocol.md).
  listTracks: { ipc: "PtzGetTracks_I", recorder: "queryChlTrackList" },
  startRecordTrack: { ipc: "PtzStartRecordTrack_I", recorder: "startChlTrackRecord" },
  stopRecordTrack: { ipc: "PtzStopRecordTrack_I", recorder: "stopChlTrackRecord" },
  runTrack: { ipc: "PtzRunTrack_I", recorder: "runPtzTrack" },
  stopTrack: { ipc: "PtzStopTrack_I", recorder: "stopPtzTrack" },
  renameTrack: { ipc: "PtzRenameTrack_I", recorder: "editChlTrack" },
  deleteTrack: { ipc: "PtzDeleteTrack_I", recorder: "delChlTrack" },
  listCruiseGroups: { ipc: "PtzGetCruiseGroups_I", recorder: "queryChlCruiseGroupList" },
  getCruiseGroup: { ipc: "PtzGetCruiseGroup_I", recorder: "queryChlCruiseGroup" },
  addCruiseGroup: { ipc: "PtzAddCruiseGroup_I", recorder: "createChlCruiseGroup" },
  editCruiseGroup: { ipc: "PtzModifyCruiseGroup_I", recorder: "editChlCruiseGroup" },
  deleteCruiseGroup: { ipc: "PtzDeleteCruiseGroup_I", recorder: "delChlCruiseGroup" },
  runCruiseGroup: { ipc: "PtzRunCruiseGroup_I", recorder: "runPtzCruiseGroup" },
  stopCruiseGroup: { ipc: "PtzStopCruiseGroup_I", recorder: "stopPtzCruiseGroup" },
};

/** The transport API of `operation` in `dialect`. */
export function apiFor(operation: PtzOperation, dialect: PtzDialect): TransportApi {
  return APIS[operation][dialect];
}
