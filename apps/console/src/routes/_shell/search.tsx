import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { ArchiveEventAction } from "@/features/archives";
import { EventSearchPage } from "@/features/event-search";
import { shellPageTitles } from "@/features/shell";
import { Page } from "@/shared/ui";

export const Route = createFileRoute("/_shell/search")({
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
