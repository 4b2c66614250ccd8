import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { catalogueEntry, Code, type ResponseOf } from "@vms/api-client";

type TransportResult = ResponseOf<"/device/transport">;

/** What a failed operation was about: it picks the untranslated fallback of spec §8. */
export type PtzOperationKind = "preset" | "cruise" | "cruiseGroup" | "track" | "control";

/** Spec §4 "Preset/cruise operations" (tracks and cruise groups alike): success when the code is 200 and the status is not failed. */
export function isPtzSuccess(result: Pick<TransportResult, "code" | "status">): boolean {
  return result.code === Code.OK && result.status !== "failed";
}

/** Spec §8: the fallbacks for failures that have no translated message of their own. */
export const ptzFallbackMessages: Record<PtzOperationKind, MessageDescriptor> = {
  preset: msg`Preset operation failed.`,
  cruise: msg`Cruise operation failed.`,
  cruiseGroup: msg`Cruise group operation failed.`,
  track: msg`Track operation failed.`,
  control: msg`PTZ control failed.`,
};

/** A device answer that is not a success (spec §4), kept with its code for the toast. */
export class PtzFailure extends Error {
  constructor(
    readonly kind: PtzOperationKind,
    readonly code: number,
  ) {
    super(`PTZ ${kind} operation failed (code ${code})`);
    this.name = "PtzFailure";
  }
}

/**
 * Spec §8: the toast of a failed operation. A device code with a catalogue message (7062 offline,
 * 7064 busy …) shows that message; a device that answered 200 with status "failed", or a code the
 * catalogue does not translate, shows the fallback of the operation's kind.
 */
export function ptzFailureMessage(kind: PtzOperationKind, code: number): MessageDescriptor {
  const entry = code === Code.OK ? undefined : catalogueEntry(code);
  return entry && !entry.silent ? entry.message : ptzFallbackMessages[kind];
}
