import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { eventDictQueryOptions } from "@/entities/event-labels";
import { ArchiveEventAction } from "@/features/archives";
import { EventSearchPage, frequentEventsQueryOptions } from "@/features/event-search";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

export const Route = createFileRoute("/_shell/search")({
  // The vocabularies and saved searches; the first search is the last 24 hours from the moment the
  // page opens, so the page asks for it itself. A failure has toasted (spec §8).
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(eventDictQueryOptions()), queryClient.ensureQueryData(frequentEventsQueryOptions())]).catch(() => undefined);
  },
  component: SearchRoute,
});

/** Event search (spec §2 /search, vms_event_search). */
function SearchRoute() {
  const { i18n } = useLingui();
  return (
    <Page title={i18n._(shellPageTitles.search)}>
      <EventSearchPage renderEventActions={(e) => <ArchiveEventAction sn={e.sn} chlIndex={e.chlIndex} siteName={e.siteName} chlName={e.channelName || e.sn} atMs={e.occurredAt} />} />
    </Page>
  );
}
