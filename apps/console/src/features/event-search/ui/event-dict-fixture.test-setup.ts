import { COLOUR_NAMES, EVENT_GROUPS, EVENT_TYPES_BY_GROUP, TARGET_ATTRIBUTES, TARGET_TYPES, VEHICLE_BRAND_NAMES, type EventDict } from "@vms/api-client";

/** /event-dict/get as the server answers it. */
export const EVENT_DICT_FIXTURE: EventDict = {
  groups: EVENT_GROUPS.map((group) => ({ group, types: [...EVENT_TYPES_BY_GROUP[group]] })),
  targetTypes: TARGET_TYPES.map((targetType) => ({
    targetType,
    attributes: TARGET_ATTRIBUTES[targetType].map((a) => (a.kind === "enum" ? { ...a, values: [...a.values] } : { ...a })),
  })),
  colours: COLOUR_NAMES.map((name, i) => ({ code: i + 1, name })),
  brands: VEHICLE_BRAND_NAMES.map((name, i) => ({ code: i + 1, name })),
  rangeMaxDays: 31,
  exportMax: 10_000,
};
