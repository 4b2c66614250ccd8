import { apiFor, type PtzDialect } from "../model/ptz-dialect";
import { callPtz, type PtzTarget } from "./ptz-transport";

/** A cruise stop as sent to the device. */
export interface CruiseStopInput {
  index: number;
  speed: number;
  holdTime: number;
}

/** Creates a cruise line (spec §3 Cruise). */
export async function addCruise(target: PtzTarget, dialect: PtzDialect, name: string, presets: CruiseStopInput[]): Promise<void> {
  await callPtz(target, apiFor("addCruise", dialect), { name, presets }, "cruise");
}

/** Changes a cruise's name and stops. */
export async function editCruise(target: PtzTarget, dialect: PtzDialect, index: number, name: string, presets: CruiseStopInput[]): Promise<void> {
  await callPtz(target, apiFor("editCruise", dialect), { index, name, presets }, "cruise");
}

export async function deleteCruise(target: PtzTarget, dialect: PtzDialect, index: number): Promise<void> {
  await callPtz(target, apiFor("deleteCruise", dialect), { index }, "cruise");
}

export async function runCruise(target: PtzTarget, dialect: PtzDialect, index: number): Promise<void> {
  await callPtz(target, apiFor("runCruise", dialect), { index }, "cruise");
}

export async function stopCruise(target: PtzTarget, dialect: PtzDialect): Promise<void> {
  await callPtz(target, apiFor("stopCruise", dialect), {}, "cruise");
}
