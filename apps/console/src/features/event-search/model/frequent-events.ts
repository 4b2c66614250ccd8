import { EVENT_TYPES, TARGET_TYPES } from "@vms/api-client";
import { z } from "zod/mini";
import type { EventFilterState } from "./event-filters";

// A frequent search keeps the filters, not the time range: applying one searches the range shown now.
const frequentValueSchema = z.object({
  siteId: z.nullable(z.string()),
  cameras: z.array(z.object({ sn: z.string(), chlIndex: z.number().check(z.int()) })),
  targetType: z.nullable(z.enum(TARGET_TYPES)),
  attributes: z.record(z.string(), z.array(z.union([z.string(), z.number()]))),
  eventTypes: z.array(z.enum(EVENT_TYPES)),
  plate: z.string(),
});

/** The configValue of a `frequent_events` config. */
export function toFrequentValue(state: EventFilterState): string {
  const { from: _from, to: _to, ...filters } = state;
  return JSON.stringify(frequentValueSchema.parse(filters));
}

/** The filters of a saved search over `current`'s time range; null when the value is not one. */
export function applyFrequentValue(value: string, current: EventFilterState): EventFilterState | null {
  try {
    const parsed = frequentValueSchema.safeParse(JSON.parse(value));
    return parsed.success ? { ...parsed.data, from: current.from, to: current.to } : null;
  } catch {
    return null;
  }
}
