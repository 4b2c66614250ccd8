import { canAddStop, checkPtzName, clampSpeed, isHoldTimeValid, isSpeedValid, PTZ_LIMITS, type PtzCaps, type PtzNameProblem } from "./ptz-limits";

/** A stop being edited. */
export interface StopDraft {
  index: number;
  speed: number;
  holdTime: number;
}

/** A cruise being edited. */
export interface CruiseDraft {
  name: string;
  stops: StopDraft[];
}

/** Why a cruise cannot be saved yet. */
export interface CruiseProblems {
  name?: PtzNameProblem;
  stops?: "empty" | "tooMany";
  /** Positions of stops whose hold time is outside 15..240 s. */
  holdTime?: number[];
  /** Positions of stops whose speed is outside 1..8. */
  speed?: number[];
}

/** A new stop: the preset at speed 4 holding 30 s (spec §9 defaults). */
export function newStop(index: number): StopDraft {
  return { index, speed: PTZ_LIMITS.SPEED.DEFAULT, holdTime: PTZ_LIMITS.HOLD_TIME.DEFAULT };
}

/** Appends a stop unless the cruise is full (spec §9: at most 16). */
export function addStop(stops: readonly StopDraft[], index: number, caps: Pick<PtzCaps, "cruisePresetMax">): StopDraft[] {
  return canAddStop(stops.length, caps) ? [...stops, newStop(index)] : [...stops];
}

/** Spec §5/§9: named uniquely, 1..16 stops, speeds 1..8, hold times 15..240 s. Empty when it may be saved. */
export function checkCruise(draft: CruiseDraft, others: readonly { index: number; name: string }[], caps: Pick<PtzCaps, "cruisePresetMax">, self?: number): CruiseProblems {
  const problems: CruiseProblems = {};
  const name = checkPtzName(draft.name, others, self);
  if (name) problems.name = name;
  if (draft.stops.length === 0) problems.stops = "empty";
  else if (draft.stops.length > caps.cruisePresetMax) problems.stops = "tooMany";
  const badHold = draft.stops.flatMap((s, i) => (isHoldTimeValid(s.holdTime) ? [] : [i]));
  if (badHold.length) problems.holdTime = badHold;
  const badSpeed = draft.stops.flatMap((s, i) => (isSpeedValid(s.speed) ? [] : [i]));
  if (badSpeed.length) problems.speed = badSpeed;
  return problems;
}

/** The stops as sent to the device, speeds clamped to 1..8. */
export function toStopInputs(stops: readonly StopDraft[]): StopDraft[] {
  return stops.map(({ index, speed, holdTime }) => ({ index, speed: clampSpeed(speed), holdTime }));
}
