// Public API of the event-labels entity: the names of event types and targets that event search,
// alerts and alarm rules share.
export { eventTypeLabels, targetLabels } from "./model/event-labels";
