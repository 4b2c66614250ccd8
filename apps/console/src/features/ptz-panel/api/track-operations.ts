import { apiFor, type PtzDialect } from "../model/ptz-dialect";
import { callPtz, type PtzTarget } from "./ptz-transport";

/**
 * Starts recording a new track named `name` (the device picks the lowest free index); the head's
 * movements until {@link stopRecordTrack} become the track. Whatever ran stops.
 */
export async function startRecordTrack(target: PtzTarget, dialect: PtzDialect, name: string): Promise<void> {
  await callPtz(target, apiFor("startRecordTrack", dialect), { name }, "track");
}

export async function stopRecordTrack(target: PtzTarget, dialect: PtzDialect): Promise<void> {
  await callPtz(target, apiFor("stopRecordTrack", dialect), {}, "track");
}

/** Replays the track in a loop (one motion at a time: a running cruise or group stops). */
export async function runTrack(target: PtzTarget, dialect: PtzDialect, index: number): Promise<void> {
  await callPtz(target, apiFor("runTrack", dialect), { index }, "track");
}

export async function stopTrack(target: PtzTarget, dialect: PtzDialect): Promise<void> {
  await callPtz(target, apiFor("stopTrack", dialect), {}, "track");
}

export async function renameTrack(target: PtzTarget, dialect: PtzDialect, index: number, name: string): Promise<void> {
  await callPtz(target, apiFor("renameTrack", dialect), { index, name }, "track");
}

export async function deleteTrack(target: PtzTarget, dialect: PtzDialect, index: number): Promise<void> {
  await callPtz(target, apiFor("deleteTrack", dialect), { index }, "track");
}
