import { OP_LOG_RANGE_MAX_MS, type OpLogFilter } from "@vms/api-client";
import { localRangeProblem, toEpochRange, toLocalInput, type RangeProblem } from "@/shared/lib/local-range";

/** What the filter bar holds (spec §2 operation logs): applied with the Search button. */
export interface OpLogFilterState {
  /** "yyyy-MM-ddTHH:mm" (datetime-local), local time. */
  from: string;
  to: string;
  /** An operator's user id, or null for everyone. */
  userId: string | null;
  /** A module of /log/module-functions/get, or null for all. */
  module: string | null;
}

/** The last 7 days, every operator and module. */
export function defaultOpLogFilters(now: number = Date.now()): OpLogFilterState {
  return { from: toLocalInput(now - 7 * 86_400_000), to: toLocalInput(now + 60_000), userId: null, module: null };
}

/** Why the range cannot be searched, or null (spec §2: at most 31 days). */
export function opLogRangeProblem(state: Pick<OpLogFilterState, "from" | "to">): RangeProblem | null {
  return localRangeProblem(state, OP_LOG_RANGE_MAX_MS);
}

/** The filters as the calls take them; the end minute is included whole. */
export function toOpLogFilter(state: OpLogFilterState): OpLogFilter {
  return {
    ...toEpochRange(state),
    ...(state.userId ? { userId: state.userId } : {}),
    ...(state.module ? { module: state.module } : {}),
  };
}
