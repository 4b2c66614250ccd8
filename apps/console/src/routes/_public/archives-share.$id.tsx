import { createFileRoute } from "@tanstack/react-router";
import { useBranding } from "@/features/branding";
import { PublicPlaceholderPage } from "@/features/public-pages";

export const Route = createFileRoute("/_public/archives-share/$id")({
  component: ArchivesShareRoute,
});

function ArchivesShareRoute() {
  const branding = useBranding();
  return <PublicPlaceholderPage page="archivesShare" backgroundImage={branding?.bgImg} />;
}
