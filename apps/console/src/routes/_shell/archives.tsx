import { createFileRoute } from "@tanstack/react-router";
import { archiveAuthorityQueryOptions, ArchivesPage, firstArchivesPageQueryOptions } from "@/features/archives";

export const Route = createFileRoute("/_shell/archives")({
  // A failure has toasted (spec §8); the page then shows what it has.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(firstArchivesPageQueryOptions()), queryClient.ensureQueryData(archiveAuthorityQueryOptions())]).catch(() => undefined);
  },
  component: ArchivesPage,
});
