import { apiFor, type PtzDialect } from "../model/ptz-dialect";
import { callPtz, type PtzTarget } from "./ptz-transport";

/**
 * Adds a preset at the current position as `index` (spec §3 Presets). Cameras have no "add" call:
 * saving the position to a free index creates it (docs/device-protocol.md); recorders use createChlPreset.
 */
export async function addPreset(target: PtzTarget, dialect: PtzDialect, index: number, name: string): Promise<void> {
  if (dialect === "ipc") await callPtz(target, "PtzModifyPresetPosition_I", { index, name }, "preset");
  else await callPtz(target, "createChlPreset", { index, name }, "preset");
}

/**
 * Renames a preset. Cameras only rename while saving a position, so the head first goes to the preset
 * and the save keeps the preset where it was.
 */
export async function renamePreset(target: PtzTarget, dialect: PtzDialect, index: number, name: string): Promise<void> {
  if (dialect === "recorder") {
    await callPtz(target, "editChlPreset", { index, name }, "preset");
    return;
  }
  await callPtz(target, "PtzGotoPreset_I", { index }, "preset");
  await callPtz(target, "PtzModifyPresetPosition_I", { index, name }, "preset");
}

/** Saves the current position into the preset. */
export async function savePresetPosition(target: PtzTarget, dialect: PtzDialect, index: number): Promise<void> {
  await callPtz(target, apiFor("savePosition", dialect), { index }, "preset");
}

/** Deletes a preset (the device drops it from its cruises too). */
export async function deletePreset(target: PtzTarget, dialect: PtzDialect, index: number): Promise<void> {
  await callPtz(target, apiFor("deletePreset", dialect), { index }, "preset");
}

/** Moves the head to the preset. */
export async function gotoPreset(target: PtzTarget, dialect: PtzDialect, index: number): Promise<void> {
  await callPtz(target, apiFor("gotoPreset", dialect), { index }, "preset");
}
