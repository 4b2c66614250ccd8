import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { catalogueEntry, RECORDING_TYPES, type RecordingType } from "@vms/api-client";
import type { PlaybackState } from "@/shared/video";

/** Distinct colours of the recording event types (spec §7 searchRECLog types), readable on both themes. */
const EVENT_COLOURS: Record<RecordingType, string> = {
  SCHEDULE: "#2e7d32",
  MOTION: "#ef6c00",
  SMART_MOTION: "#c2185b",
  MANUAL: "#1565c0",
  SENSOR: "#6a1b9a",
  PERIMETER: "#d32f2f",
  PLATE: "#00838f",
  POS: "#8d6e63",
  OTHER: "#546e7a",
};

/** Colours of everything a timeline draws: the event types, and cloud recordings (which carry no event type). */
export const SPAN_COLOURS: Record<RecordingType | "CLOUD", string> = { ...EVENT_COLOURS, CLOUD: "#0288d1" };

const typeNames = {
  MOTION: msg`Motion`,
  MANUAL: msg`Manual`,
  SCHEDULE: msg`Schedule`,
  SENSOR: msg`Sensor`,
  POS: msg`POS`,
  SMART_MOTION: msg`Smart motion`,
  PERIMETER: msg`Perimeter`,
  PLATE: msg`Plate`,
  OTHER: msg`Other`,
} satisfies Record<RecordingType, unknown>;

export const recordingTypes = RECORDING_TYPES;
export const recordingTypeName = (i18n: I18n, type: RecordingType) => i18n._(typeNames[type]);

/** The window's message: the translated code (end of playback, offline, busy, no recording, cloud not opened …). */
export function playbackStatusText(i18n: I18n, state: PlaybackState): string | null {
  if (state.status === "connecting") return i18n._(msg`Connecting…`);
  if (state.status !== "ended" && state.status !== "failed") return null;
  const entry = state.code === null ? undefined : catalogueEntry(state.code);
  return entry ? i18n._(entry.message) : i18n._(msg`The recording could not be played (code ${state.code ?? 0}).`);
}
