import { apiFor, type PtzDialect } from "../model/ptz-dialect";
import { callPtz, type PtzTarget } from "./ptz-transport";

const asIndexes = (cruises: readonly number[]) => cruises.map((index) => ({ index }));

/** Creates a cruise group of existing cruise lines, run in the given order. */
export async function addCruiseGroup(target: PtzTarget, dialect: PtzDialect, name: string, cruises: readonly number[]): Promise<void> {
  await callPtz(target, apiFor("addCruiseGroup", dialect), { name, cruises: asIndexes(cruises) }, "cruiseGroup");
}

export async function editCruiseGroup(target: PtzTarget, dialect: PtzDialect, index: number, name: string, cruises: readonly number[]): Promise<void> {
  await callPtz(target, apiFor("editCruiseGroup", dialect), { index, name, cruises: asIndexes(cruises) }, "cruiseGroup");
}

export async function deleteCruiseGroup(target: PtzTarget, dialect: PtzDialect, index: number): Promise<void> {
  await callPtz(target, apiFor("deleteCruiseGroup", dialect), { index }, "cruiseGroup");
}

/** Runs the group (one motion at a time: a running cruise or track stops). */
export async function runCruiseGroup(target: PtzTarget, dialect: PtzDialect, index: number): Promise<void> {
  await callPtz(target, apiFor("runCruiseGroup", dialect), { index }, "cruiseGroup");
}

export async function stopCruiseGroup(target: PtzTarget, dialect: PtzDialect): Promise<void> {
  await callPtz(target, apiFor("stopCruiseGroup", dialect), {}, "cruiseGroup");
}
