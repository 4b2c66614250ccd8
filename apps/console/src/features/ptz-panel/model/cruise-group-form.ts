import { checkPtzName, type PtzCaps, type PtzNameProblem } from "./ptz-limits";

/** A cruise group being edited: a name and cruise line indexes in run order. */
export interface CruiseGroupDraft {
  name: string;
  cruises: number[];
}

/** Why a cruise group cannot be saved yet. */
export interface CruiseGroupProblems {
  name?: PtzNameProblem;
  cruises?: "empty" | "tooMany";
}

/** Spec §5 names as cruise lines; 1..8 cruise lines (the cruise maximum). Empty when it may be saved. */
export function checkCruiseGroup(draft: CruiseGroupDraft, others: readonly { index: number; name: string }[], caps: Pick<PtzCaps, "cruiseGroupCruiseMax">, self?: number): CruiseGroupProblems {
  const problems: CruiseGroupProblems = {};
  const name = checkPtzName(draft.name, others, self);
  if (name) problems.name = name;
  if (draft.cruises.length === 0) problems.cruises = "empty";
  else if (draft.cruises.length > caps.cruiseGroupCruiseMax) problems.cruises = "tooMany";
  return problems;
}
