import { ALARM_EVENT_TYPES, HEALTH_ALARM_TYPES, type AlarmEventType, type AlarmKind, type RequestOf } from "@vms/api-client";
import { localRangeProblem, toEpochRange, type LocalRange, type RangeProblem } from "@/shared/lib/local-range";

/** The alerts page's filters (issue 28): an optional range, a site, a camera ("sn/chlIndex"), a rule and a type ("" for any). */
export interface AlarmFilterState extends LocalRange {
  siteId: string;
  camera: string;
  ruleId: string;
  eventType: AlarmEventType | "";
}

export const NO_ALARM_FILTERS: AlarmFilterState = { from: "", to: "", siteId: "", camera: "", ruleId: "", eventType: "" };

/** Alarms are kept longer than events are searched: the range has no upper length, only an order. */
const NO_LIMIT_MS = Number.MAX_SAFE_INTEGER;

/** Why the range cannot be applied; none when both ends are empty (every alarm). */
export function alarmRangeProblem(state: LocalRange): RangeProblem | null {
  if (state.from === "" && state.to === "") return null;
  return localRangeProblem(state, NO_LIMIT_MS);
}

const HEALTH: readonly string[] = HEALTH_ALARM_TYPES;
/** The types an alarm of `kind` can have: the device-health ones, or every other. */
export const alarmTypesOf = (kind: AlarmKind): AlarmEventType[] => ALARM_EVENT_TYPES.filter((type) => HEALTH.includes(type) === (kind === "health"));

/** The filter part of /event/alarm/search/list; an unusable range is left out (the page says why). */
export function toAlarmFilter(state: AlarmFilterState): Omit<RequestOf<"/event/alarm/search/list">, "kind" | "pageNum" | "pageSize" | "readState"> {
  const at = state.camera.lastIndexOf("/");
  return {
    ...(state.from !== "" && alarmRangeProblem(state) === null ? toEpochRange(state) : {}),
    ...(state.siteId ? { siteIds: [state.siteId] } : {}),
    ...(at > 0 ? { cameras: [{ sn: state.camera.slice(0, at), chlIndex: Number(state.camera.slice(at + 1)) }] } : {}),
    ...(state.ruleId ? { ruleIds: [state.ruleId] } : {}),
    ...(state.eventType ? { eventTypes: [state.eventType] } : {}),
  };
}
