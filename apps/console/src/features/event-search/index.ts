// Public API of the event search slice (spec §2 /search, §3 attribute vocabularies, §5 31-day range,
// §7 /event-dict/get, /event/search/list, /event/export): the search page with its filters, result
// list and image cards, detail dialog and export.
export { frequentEventsQueryOptions } from "./api/frequent-events";
export { EventSearchPage } from "./ui/event-search-page";
