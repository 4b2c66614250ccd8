// Public API of the event-labels entity: the names of event types, targets and attribute values
// (spec §3 vocabularies) that event search, alerts, alarm rules and plate libraries share.
export { eventDictQueryOptions, useEventDict } from "./api/get-event-dict";
export { eventTypeLabels, targetLabels } from "./model/event-labels";
export { useVocabulary } from "./model/use-vocabulary";
export { BrandField, BrandPicker } from "./ui/brand-picker";
