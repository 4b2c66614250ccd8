import { EVENT_RANGE_MAX_MS, type EventType, type PageSize, type TargetType } from "@vms/api-client";
import { localRangeProblem, toEpochRange, toLocalInput, type RangeProblem } from "@/shared/lib/local-range";
import type { EventSearchQuery } from "../api/search-events";

/** A camera as the filters name it. */
export interface CameraRef {
  sn: string;
  chlIndex: number;
}

/** What the filter bar holds (spec §2 Event search): applied with the Search button. */
export interface EventFilterState {
  siteId: string | null;
  cameras: CameraRef[];
  targetType: TargetType | null;
  /** Attribute key → accepted values; only the current target's keys are sent. */
  attributes: Record<string, Array<string | number>>;
  eventTypes: EventType[];
  plate: string;
  /** "yyyy-MM-ddTHH:mm" (datetime-local), local time. */
  from: string;
  to: string;
}

/** The last 24 hours, everything else open. */
export function defaultFilters(now: number = Date.now()): EventFilterState {
  return { siteId: null, cameras: [], targetType: null, attributes: {}, eventTypes: [], plate: "", from: toLocalInput(now - 86_400_000), to: toLocalInput(now + 60_000) };
}

/** Why the time range cannot be searched, or null (spec §5: at most 31 days). */
export function rangeProblem(state: Pick<EventFilterState, "from" | "to">): RangeProblem | null {
  return localRangeProblem(state, EVENT_RANGE_MAX_MS);
}

/** The request of the filters (without paging); seconds end at :59 so the "to" minute is included. */
export function toEventFilter(state: EventFilterState): Omit<EventSearchQuery, "pageNum" | "pageSize"> {
  const attributes = Object.fromEntries(Object.entries(state.attributes).filter(([, values]) => values.length > 0));
  return {
    ...toEpochRange(state),
    ...(state.siteId ? { siteIds: [state.siteId] } : {}),
    ...(state.cameras.length ? { cameras: state.cameras } : {}),
    ...(state.targetType ? { targetType: state.targetType } : {}),
    ...(state.targetType && Object.keys(attributes).length ? { attributes } : {}),
    ...(state.eventTypes.length ? { eventTypes: state.eventTypes } : {}),
    ...(state.plate.trim() ? { plate: state.plate.trim() } : {}),
  };
}

/** The search request for one page. */
export function toSearchQuery(state: EventFilterState, pageNum: number, pageSize: PageSize): EventSearchQuery {
  return { ...toEventFilter(state), pageNum, pageSize };
}
