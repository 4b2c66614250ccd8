import { createFileRoute } from "@tanstack/react-router";
import { uuidSchema } from "@vms/api-client";
import { z } from "zod/mini";
import { ArchiveDetailPage, archiveVideoQueryOptions } from "@/features/archives";
import { parseRouteParams } from "@/shared/lib/route-params";
import { NotFound } from "@/shared/ui";

export const Route = createFileRoute("/_shell/archives-details/$id")({
  // Archive ids are UUIDs (the contract refuses any other); a malformed one is not found, in the shell.
  params: { parse: parseRouteParams(z.object({ id: uuidSchema() })) },
  // The page says why an archive cannot play (no toast), so a failure here only leaves it to ask again.
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(archiveVideoQueryOptions(params.id)).catch(() => undefined);
  },
  notFoundComponent: NotFound,
  component: ArchiveDetailRoute,
});

function ArchiveDetailRoute() {
  const { id } = Route.useParams();
  return <ArchiveDetailPage key={id} archiveId={id} />;
}
