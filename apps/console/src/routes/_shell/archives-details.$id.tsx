import { createFileRoute } from "@tanstack/react-router";
import { ArchiveDetailPage } from "@/features/archives";

export const Route = createFileRoute("/_shell/archives-details/$id")({
  component: ArchiveDetailRoute,
});

function ArchiveDetailRoute() {
  const { id } = Route.useParams();
  return <ArchiveDetailPage key={id} archiveId={id} />;
}
