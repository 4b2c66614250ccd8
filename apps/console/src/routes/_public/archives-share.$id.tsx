import { createFileRoute } from "@tanstack/react-router";
import { ArchiveSharePage } from "@/features/archives";
import { useBranding } from "@/features/branding";

export const Route = createFileRoute("/_public/archives-share/$id")({
  component: ArchivesShareRoute,
});

function ArchivesShareRoute() {
  const { id } = Route.useParams();
  const branding = useBranding();
  return <ArchiveSharePage token={id} backgroundImage={branding?.bgImg} />;
}
